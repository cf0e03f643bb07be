// Brazilian Portuguese: the landing page's sections, in the order they appear (docs/product.md, Sections).
import type { LandingCopy } from "../copy.ts";

export const landing = {
  pageTitle: "{product} · Transforme suas fotos em música",
  hero: {
    /** One headline per A/B/C variant; the visitor's stored variant picks one before first paint. */
    headlines: {
      A: "Transforme suas fotos em música",
      B: "Suas memórias viram trilha sonora",
      C: "Toda foto tem uma música. Ouça a sua.",
    },
    lede: "Envie algumas fotos e receba uma música original sobre os seus momentos — com letra, voz e tudo — em cerca de dois minutos.",
    cta: "Criar minha primeira música",
    quote: {
      text: "Parecia que alguém tinha escrito uma música sobre o nosso verão só pra gente.",
      author: "Lena, criou sua primeira música em julho",
    },
    imageAlt: "Cartões de fotos se transformando em uma onda sonora colorida",
    /** `{count}` is the user claim, shown in bold. */
    socialProof: "Amado por {count} de usuários",
    userClaim: "mais de {users}",
  },
  uploadExplainer: {
    title: "Envie fotos. Ganhe uma música.",
    intro:
      "Não precisa ter talento musical. São três passos da galeria do celular até uma música que você vai ouvir sem parar.",
    imageAlt: "Três fotos indo para um celular que toca música",
    steps: [
      {
        title: "Envie as fotos",
        text: "Escolha de 1 a 20 fotos de uma viagem, de um aniversário ou de uma terça-feira qualquer.",
      },
      { title: "Escolha a vibe", text: "Pop, folk, lo-fi, country, rock — ou deixe as fotos decidirem." },
      {
        title: "Receba sua música",
        text: "Uma letra sobre os seus momentos, cantada e produzida, pronta para compartilhar.",
      },
    ],
  },
  songSample: {
    title: "Ouça do que algumas fotos são capazes",
    trackTitle: "Hora dourada na Rota 1",
    trackCaption: "Feita com 9 fotos de uma viagem de carro pelo litoral",
    play: "Tocar a música de exemplo",
    pause: "Pausar a música de exemplo",
    seek: "Posição na música de exemplo",
    position: "{current} de {duration}",
    failed: "Não foi possível tocar a música de exemplo. Verifique sua conexão e tente novamente.",
    sound:
      "A música está tocando, mas seu dispositivo informou um problema de som. Verifique os alto-falantes ou os fones de ouvido.",
  },
  signUpCta: {
    title: "Seus primeiros {days}\u00a0dias são por nossa conta",
    text: "Cadastre-se, escolha um plano e comece seus {days}\u00a0dias de teste grátis: cancele antes do fim e não pague nada.",
    button: "Cadastre-se",
  },
  testimonials: {
    title: "Amado por quem ama as próprias fotos",
    /** What each person said (shared/content/testimonials.ts has who and when). */
    quotes: {
      ava: "Enviei doze fotos da nossa viagem de carro e recebi uma música folk que citava até a lanchonete onde paramos. Minha irmã chorou. Depois, eu chorei.",
      marcus:
        "Fiz uma música de aniversário para o meu pai com as fotos antigas dele pescando. Desde então, ele ouve toda manhã. Foi o melhor presente que eu já dei.",
      priya:
        "No casamento, tocamos uma música feita com as fotos do nosso noivado. Os convidados não paravam de perguntar qual banda tinha composto.",
      jonas:
        "Rodo várias gerações em paralelo e escolho a melhor versão — é como ter uma banda de estúdio à disposição. Vale cada crédito.",
    },
  },
  tryForFree: {
    title: "Experimente grátis por {days}\u00a0dias",
    text: "Acesso completo a todos os estilos. Cancele quando quiser antes do fim do teste e não pague nada.",
    button: "Criar minha primeira música",
  },
} satisfies LandingCopy;
