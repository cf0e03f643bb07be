// Every language's words, by locale. Only build-time code imports this (routes' loaders, through
// shared/i18n/page-copy.ts): a page carries its own language's words in its data, never the others'.
import type { Locale } from "../../contracts/locales";
import type { Copy } from "./copy";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { ja } from "./ja";
import { ptBr } from "./pt-br";

export const copies: Record<Locale, Copy> = { en, de, fr, es, "pt-br": ptBr, ja };
