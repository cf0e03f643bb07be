// The variables a build reads, for every script that must agree with it (`npm start`, `npm run dev`,
// the preflight, the bench): the `.env` files' (Vite's loadEnv; "production" is `npm run build`'s
// mode) under the environment's, which win. The ports are among them: `.env`'s LOCAL_SERVICES_PORT
// moves both the build's stand-in defaults and the stand-ins themselves.
import { loadEnv } from "vite";

type Env = Record<string, string | undefined>;

export function buildEnv(root: string, environment: Env = process.env, mode = "production"): Env {
  return { ...loadEnv(mode, root, ""), ...environment };
}
