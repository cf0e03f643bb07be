import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/contracts/page-lists";

export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
