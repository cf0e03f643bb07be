// French: the landing page's sections, in the order they appear (docs/product.md, Sections).
import type { LandingCopy } from "../copy.ts";

export const landing = {
  pageTitle: "{product} · Transformez vos photos en chanson",
  hero: {
    /** One headline per A/B/C variant; the visitor's stored variant picks one before first paint. */
    headlines: {
      A: "Transformez vos photos en chanson",
      B: "Vos souvenirs mis en musique",
      C: "Chaque photo a sa chanson. Écoutez la vôtre.",
    },
    lede: "Importez quelques photos et recevez une chanson originale sur vos moments — paroles, voix et tout le reste — en deux minutes environ.",
    cta: "Créer ma première chanson",
    quote: {
      text: "C’était comme si quelqu’un avait écrit une chanson sur notre été, rien que pour nous.",
      author: "Lena, a créé sa première chanson en juillet",
    },
    imageAlt: "Des photos qui se transforment en une onde sonore colorée",
    /** `{count}` is the user claim, shown in bold. */
    socialProof: "Plébiscité par {count} d’utilisateurs",
    userClaim: "plus de {users}",
  },
  uploadExplainer: {
    title: "Importez vos photos. Recevez une chanson.",
    intro:
      "Aucun talent musical requis. Trois étapes pour passer de votre galerie photo à une chanson que vous écouterez en boucle.",
    imageAlt: "Trois photos qui glissent vers un téléphone qui joue de la musique",
    steps: [
      {
        title: "Importez vos photos",
        text: "Choisissez de 1 à 20 photos d’un voyage, d’un anniversaire ou d’un mardi comme les autres.",
      },
      { title: "Choisissez une ambiance", text: "Pop, folk, lo-fi, country, rock… ou laissez vos photos décider." },
      {
        title: "Recevez votre chanson",
        text: "Des paroles sur vos moments, chantées et produites, prêtes à partager.",
      },
    ],
  },
  songSample: {
    title: "Écoutez ce que donnent quelques photos",
    trackTitle: "Heure dorée sur la Route 1",
    trackCaption: "Créée à partir de 9 photos d’un road trip le long de la côte",
    play: "Écouter l’extrait",
    pause: "Mettre l’extrait en pause",
    seek: "Position dans l’extrait",
    position: "{current} sur {duration}",
    failed: "Impossible de lire l’extrait. Vérifiez votre connexion et réessayez.",
    sound:
      "La lecture est en cours, mais votre appareil signale un problème de son. Vérifiez vos haut-parleurs ou votre casque.",
  },
  signUpCta: {
    title: "Vos {days} premiers jours sont offerts",
    text: "Inscrivez-vous, choisissez une offre et commencez vos {days}\u00a0jours d’essai gratuit : résiliez avant la fin et vous ne payez rien.",
    button: "S’inscrire",
  },
  testimonials: {
    title: "Adoré par ceux qui aiment leurs photos",
    /** What each person said (shared/content/testimonials.ts has who and when). */
    quotes: {
      ava: "J’ai importé douze photos de notre road trip et j’ai reçu une chanson folk qui citait le petit resto où on s’était arrêtés. Ma sœur a pleuré. Puis j’ai pleuré.",
      marcus:
        "J’ai fait une chanson d’anniversaire pour mon père à partir de ses vieilles photos de pêche. Il l’écoute tous les matins depuis. Le plus beau cadeau que j’aie jamais fait.",
      priya:
        "À notre mariage, on a passé une chanson créée à partir de nos photos de fiançailles. Les invités n’arrêtaient pas de demander quel groupe l’avait écrite.",
      jonas:
        "Je lance des générations en parallèle et je garde la meilleure prise, comme si j’avais un groupe de studio à disposition. Chaque crédit en vaut la peine.",
    },
  },
  tryForFree: {
    title: "Essayez gratuitement pendant {days}\u00a0jours",
    text: "Accès complet à tous les styles. Annulez à tout moment avant la fin de l’essai : vous ne paierez rien.",
    button: "Créer ma première chanson",
  },
} satisfies LandingCopy;
