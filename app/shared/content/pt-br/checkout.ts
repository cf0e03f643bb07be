// Brazilian Portuguese: after the checkout — /success while it confirms the payment with the provider
// (and when it cannot), /failure on its way to /glow, and /glow itself.
import type { CheckoutCopy } from "../copy.ts";

export const checkout = {
  successPageTitle: "Seu pagamento",
  confirming: "Confirmando seu pagamento…",
  leaving: "Levando você de volta…",
  continue: "Continuar",
  noScript: {
    title: "Esta página precisa de JavaScript",
    body: "O JavaScript está desativado neste navegador, então esta página não consegue mostrar como terminou o pagamento. Se você assinou, a confirmação está a caminho do e-mail informado no pagamento. Se não assinou, nada foi cobrado.",
  },
  missing: {
    title: "Não encontramos esse pagamento",
    body: "Esta página confirma uma compra quando você chega aqui pela página de pagamento, mas não reconhecemos a compra indicada neste link. Se você assinou, a confirmação que enviamos ao e-mail informado no pagamento traz todos os detalhes.",
    action: "Ver os planos",
  },
  notCompleted: {
    title: "Sua compra não foi concluída",
    body: "Nenhum valor foi cobrado. Você pode escolher um plano e tentar de novo quando quiser.",
    action: "Voltar aos planos",
  },
  unreachable: {
    title: "Ainda não conseguimos confirmar seu pagamento",
    body: "Seu pagamento está seguro, mas não conseguimos falar com o provedor de pagamento agora. Tente novamente em instantes.",
    retry: "Tentar novamente",
  },
  glow: {
    pageTitle: "Boas-vindas",
    loading: "Carregando sua conta…",
    paid: {
      title: "Deu tudo certo — boas-vindas a bordo!",
      next: "Veja como criar sua primeira música:",
      lede: "Seu teste grátis de {days}\u00a0dias começou. {next}",
      /** Once the site knows the person's plan: which, and until when the trial runs or when it renews. */
      ledeTrial:
        "O teste grátis do seu plano {plan} vai até {date}; nesse dia acontece o seu primeiro pagamento de {price}. {next}",
      ledeActive: "Seu plano {plan} está ativo e será renovado em {date} por {price}. {next}",
      /** A paid browser whose purchase the page cannot name (not signed in, no word from /success). */
      ledeNeutral:
        "Obrigado! Sua compra está confirmada, e os detalhes estão a caminho do e-mail informado no pagamento.",
      ledeConfirmed:
        "Seu plano está confirmado, e os detalhes estão a caminho do e-mail informado no pagamento. {next}",
      steps: [
        "Confira seu e-mail: a confirmação da sua compra está a caminho do endereço informado no pagamento.",
        "Separe algumas fotos de um dia que você quer guardar na memória.",
        "Escolha uma vibe, e sua música fica pronta em cerca de dois minutos.",
      ],
      openApp: "Abrir o app",
      action: "Voltar para a página inicial",
    },
    unpaid: {
      title: "Nenhum pagamento foi feito",
      lede: "Você saiu do checkout antes de pagar, então nada foi cobrado. Escolha um plano quando quiser.",
      ledeTrial:
        "Você saiu do checkout antes de pagar, então nada foi cobrado. Seu teste grátis de {days} dias continua esperando por você.",
      action: "Ver planos e preços",
      subscriberTitle: "Seu plano {plan} continua o mesmo",
      subscriberLede: "Você saiu do checkout antes de pagar: nada foi cobrado e seu plano continua como estava.",
      subscriberAction: "Voltar ao seu plano",
      declined: "Seu cartão foi recusado? Nesse caso também nada foi cobrado. Comece de novo e pague com outro cartão.",
      declinedAction: "Tentar outro cartão",
    },
    /** A person whose subscription is cancelled, failing or over: said plainly, never a welcome. */
    standing: {
      endingTitle: "{name}: cancelamento confirmado",
      pastDueTitle: "Seu último pagamento não foi aprovado",
      endedTitle: "{name}: chegou ao fim",
      lede: "{standing}.",
    },
    research: {
      title: "Sua pesquisa está liberada",
      lede: "Seu teste grátis de {days} dias começou. {open}",
      ledeConfirmed:
        "Sua assinatura de pesquisa está confirmada, e os detalhes estão a caminho do e-mail informado no pagamento. {open}",
      ledeKnown: "{standing}. {open}",
      open: "Abra a pesquisa de qualquer ativo:",
      openResearch: "Abrir a pesquisa",
    },
    help: "Dúvidas sobre cobrança? Escreva para",
  },
} satisfies CheckoutCopy;
