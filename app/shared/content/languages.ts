// Every language's words, by locale. Only build-time code imports this (routes' loaders, through
// shared/i18n/page-copy.ts): a page carries its own language's words in its data, never the others'.
import type { Locale } from "../../contracts/locales.ts";
import type { Copy } from "./copy.ts";
import { de } from "./de/index.ts";
import { en } from "./en/index.ts";
import { es } from "./es/index.ts";
import { fr } from "./fr/index.ts";
import { ja } from "./ja/index.ts";
import { ptBr } from "./pt-br/index.ts";

export const copies: Record<Locale, Copy> = { en, de, fr, es, "pt-br": ptBr, ja };
