// Brazilian Portuguese: the FAQ of the landing and pricing pages, eight questions.
import type { FaqCopy } from "../copy.ts";

export const faq = {
  title: "Suas dúvidas, respondidas",
  contactLead: "Ainda tem dúvidas? Escreva para nós em",
  /** Joins the plans' credit lines in the credits answer ('Pro includes …; Max has no limit'). */
  planCredits: {
    limited: "{plan} inclui {credits} créditos por mês",
    unlimited: "{plan} não tem limite",
    separator: "; ",
  },
  items: [
    {
      question: "Como o {product} transforma fotos em música?",
      answer:
        "Você envia algumas fotos. Nossa IA interpreta os momentos registrados nelas — as pessoas, os lugares, o clima —, escreve uma letra sobre eles e compõe uma música original, com voz e instrumentos, em torno dessa letra.",
    },
    {
      question: "De quantas fotos eu preciso?",
      answer:
        "Uma já basta, mas o ideal é enviar até 20. Algumas fotos do mesmo dia ou da mesma viagem dão à música uma história para contar.",
    },
    {
      question: "Quanto tempo leva para criar uma música?",
      answer:
        "Normalmente, menos de dois minutos. Com as gerações em paralelo, você pode criar várias versões ao mesmo tempo e ficar com a que mais gostar.",
    },
    {
      question: "O que é um crédito?",
      answer:
        "Os créditos são a forma de contar as músicas: {creditsPerSong} créditos equivalem a uma música. {planCredits}.",
    },
    {
      question: "Como funciona o teste grátis?",
      answer:
        "Seu primeiro plano começa com um teste grátis de {days}\u00a0dias, um por pessoa. Nada é cobrado até o fim do teste, e, se você cancelar antes disso, não paga nada.",
    },
    {
      question: "Posso cancelar a qualquer momento?",
      answer:
        "Sim. O link “Cancelar assinatura”, no rodapé de todas as páginas, permite cancelar sem conta: informe o e-mail usado na compra e enviamos um link de uso único (com a conta conectada, você cancela direto na sua conta). Você mantém o acesso até o fim do período já pago, e a confirmação chega por e-mail.",
    },
    {
      question: "De quem são as músicas que eu crio?",
      answer:
        "Suas. As músicas são suas para guardar, baixar e compartilhar. O Max inclui uma licença para uso comercial, como em vídeos monetizados.",
    },
    {
      question: "Minhas fotos ficam privadas?",
      answer:
        "Sim. Suas fotos são usadas apenas para criar a sua música, nunca são compartilhadas nem vendidas, e você pode excluí-las, assim como as suas músicas, a qualquer momento.",
    },
  ],
} satisfies FaqCopy;
