// Brazilian Portuguese: the privacy policy and the terms (app/features/legal/), and the words the
// legal pages share (shared/content/en/legal.ts says what the placeholders are).
import type { LegalCopy } from "../copy.ts";

export const legal = {
  updated: "Última atualização: {date}",
  example: {
    title: "Dados de exemplo",
    text: "Este build mostra dados de empresa fictícios. Defina {settings} antes de colocar o site no ar.",
  },
  offerPrices: "{monthly} por mês, ou {annual} por ano em um só pagamento",
  planPrices: "{plan} a {prices}",
  listSeparator: "; ",
  privacy: {
    pageTitle: "Política de privacidade",
    title: "Política de privacidade",
    lede: "O que o {product} guarda sobre você, por quê, por quanto tempo, quem nos ajuda e o que você pode nos pedir.",
    sections: [
      {
        title: "Controlador",
        paragraphs: [
          "{company}, {address}, {country} (e-mail {email}, telefone {phone}) é o controlador dos dados pessoais tratados neste site. Escreva para {email} sobre qualquer ponto desta página; esse é também o canal do nosso encarregado de dados.",
        ],
      },
      {
        title: "Visita ao site",
        paragraphs: [
          "Nosso provedor de hospedagem ({hosting}) entrega as páginas. Para isso, os servidores dele recebem seu endereço IP, a página pedida, o horário e o nome e a versão do seu navegador; eles podem guardá-los em registros de curta duração por segurança e para resolver falhas. Base legal: nosso legítimo interesse em um site seguro e funcionando (art. 7º, IX, da LGPD; art. 6º, 1, f, do RGPD).",
          "As páginas não medem nada antes da sua escolha. O site guarda alguns valores no seu navegador para funcionar como você espera; eles estão listados abaixo e só saem do seu navegador quando uma seção desta página diz isso.",
          "Cada visita à página inicial soma um a uma contagem anônima, no nosso próprio banco de dados, de qual dos três títulos ela mostrou e em que dia: sem identificador, sem cookie, sem endereço IP, nada que diferencie os visitantes, por isso não precisa de consentimento. Com ela vemos quantas vezes cada título é mostrado.",
        ],
      },
      {
        title: "Análise de uso, só com o seu consentimento",
        paragraphs: [
          "Se você escolher “{accept}” no aviso de análise, o Google Analytics 4 (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irlanda) mede quais páginas você vê e quais botões aperta (como “{signUp}” ou um plano), com um identificador aleatório guardado pelo seu navegador (userId). Ele grava os cookies _ga e _ga_<id> por até dois anos. O armazenamento e a personalização de anúncios continuam desligados, seja qual for a sua resposta. Base legal: o seu consentimento (art. 7º, I, da LGPD; art. 6º, 1, a, do RGPD).",
          "Antes da sua resposta, e depois de “{reject}”, a tag do Google pode carregar, mas não grava nada no seu navegador e envia apenas sinais sem cookies (que não houve consentimento, a página, o horário), pelo modo de consentimento do Google. Se você aceitou e depois assina, nosso servidor informa ao Google Analytics o início do teste e cada pagamento com o mesmo identificador aleatório; se recusou, não.",
          "Para revogar o consentimento, use “{cookieSettings}” no rodapé de qualquer página e escolha “{reject}”: a partir daí nada é medido, e os cookies do Google Analytics são apagados. Ali você também pode mudar sua resposta no outro sentido. A revogação não afeta o que foi medido antes.",
          "Se você aceitar, nosso próprio servidor também guarda o identificador aleatório do seu navegador (userId) com o primeiro dos três títulos que você viu, e quando, para comparar qual título leva a mais assinaturas (ele já conhece suas compras por esse identificador). Guardamos esse registro por 13 meses. Revogar o consentimento o apaga na hora; nosso servidor guarda então só uma nota de que este identificador aleatório revogou, e quando, enquanto guardar os registros de assinaturas, para não informar nada das suas assinaturas ao Google Analytics, nem das que você contratar depois.",
        ],
      },
      {
        title: "Sua conta",
        paragraphs: [
          "O cadastro e o login acontecem na página de login hospedada do nosso provedor de identidade, a Auth0 (Okta, Inc., 100 First Street, San Francisco, CA 94105, EUA). Ela guarda seu e-mail, seu nome, se você informar, e sua senha (como hash) ou a conta com que você entra. Ela entrega ao nosso site um token com o identificador da sua conta, seu nome e seu e-mail, que o seu navegador guarda (veja abaixo) até você sair. Base legal: a execução do contrato que você pede (art. 7º, V, da LGPD; art. 6º, 1, b, do RGPD).",
        ],
      },
      {
        title: "Pagamentos e sua assinatura",
        paragraphs: [
          "A página de pagamento e o portal do cliente são hospedados pela Stripe (Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublin 2, Irlanda). A Stripe coleta os dados do seu cartão ou de outro meio de pagamento, seu e-mail e seu endereço de cobrança (o país e, nos EUA, também o estado e o código postal, o ZIP code); nunca vemos o número completo do seu cartão. A Stripe guarda esse endereço no seu cadastro de cliente e, com ele, calcula o tributo de cada pagamento (Stripe Tax), para que as renovações sejam tributadas da mesma forma. Passamos à Stripe seu e-mail e o identificador da sua conta para que a assinatura seja sua e, a cada pagamento, o identificador aleatório do seu navegador, a variante de título que você viu, sua resposta sobre a análise, a campanha de onde você veio (utm_…) e o código promocional do link que você seguiu (?code=…); a Stripe também recebe o código que você digitar na página de pagamento e registra o código usado na sua assinatura e nas faturas dela. Base legal: o contrato (art. 7º, V, da LGPD) e, para as notas e recibos e os tributos, nossas obrigações legais (art. 7º, II, da LGPD).",
          "O banco de dados do nosso servidor guarda, de cada assinante: o identificador da conta no provedor de identidade, o identificador de cliente na Stripe, cada assinatura como a Stripe informou por último (plano, status, fim do teste, fim do período, cancelamento), se você já teve o teste grátis (ele é dado uma vez por pessoa), os pagamentos iniciados para você, os eventos de pagamento já processados, cada pagamento recebido (o valor, o tributo sobre ele e, se houver, o código promocional com o desconto), os termos aceitos no pagamento com o texto da caixa marcada e a variante do título da página inicial, o identificador aleatório de análise e o consentimento de análise com que a compra foi feita. Guardamos esses dados enquanto você for cliente e depois pelo tempo que a lei fiscal e comercial exige para os registros de uma venda (até dez anos), e apagamos o restante a pedido.",
          "Os e-mails sobre a sua assinatura são enviados pelo serviço de e-mail Resend (Resend, Inc., EUA): uma confirmação de cada compra (o que você comprou, o preço, o fim do teste e a primeira cobrança, como cancelar, o seu direito de arrependimento), um lembrete 3 dias antes da primeira cobrança depois de um teste e 7 dias antes da renovação de uma assinatura anual, um aviso quando um pagamento falha, uma confirmação quando você cancela ou troca de plano e, se você pedir em “{cancel}” no rodapé de qualquer página, um link para cancelar sem conta, que funciona uma única vez por 60 minutos (enviado só se houver uma assinatura desse tipo no e-mail informado). Para cada e-mail, a Resend recebe o seu endereço de e-mail, o conteúdo do e-mail (o nome do plano ou da assinatura de pesquisa com IA, valores, datas, links) e os nossos endereços de remetente e de resposta. Nossos e-mails não têm rastreamento: nada de rastreamento de aberturas ou de cliques, nem pixels. Base legal: a execução do contrato (art. 7º, V, da LGPD; art. 6º, 1, b, do RGPD) e nossas obrigações legais de confirmar o contrato em suporte duradouro (art. 8º, 7, da Diretiva 2011/83/UE) e de confirmar um cancelamento (§ 312k, 4, do BGB alemão) (art. 7º, II, da LGPD; art. 6º, 1, c, do RGPD).",
          "Para esses e-mails, o banco de dados do nosso servidor também guarda o e-mail informado em cada pagamento e o idioma desse pagamento, um registro de cada e-mail enviado (qual, para quem, quando e o que ele dizia, sem os links de uso único) e cada link enviado apenas como hash SHA-256, até uma semana depois de ele expirar. Guardamos esses e-mails, idiomas e registros pelo mesmo tempo que os registros de assinaturas acima.",
        ],
      },
      {
        title: "Quem mais recebe dados",
        paragraphs: [
          "Apenas os operadores citados aqui: nosso provedor de hospedagem, a Auth0, a Stripe, a Resend e, com o seu consentimento, o Google. Cada um atua sob um contrato de tratamento de dados ou como controlador independente para os próprios deveres (a Stripe, nas regras de pagamento). Auth0, Stripe, Resend e Google podem tratar dados nos EUA; essas transferências internacionais se baseiam em cláusulas contratuais padrão (art. 33 da LGPD) e no Data Privacy Framework UE–EUA. Não vendemos dados nem mostramos anúncios.",
        ],
      },
      {
        title: "Seus direitos",
        paragraphs: [
          "Você pode pedir a confirmação e o acesso aos seus dados, a correção, a anonimização, o bloqueio ou a eliminação, a portabilidade, informações sobre com quem os compartilhamos, e pode se opor a um tratamento baseado no nosso legítimo interesse (art. 18 da LGPD; arts. 15 a 21 do RGPD). Escreva para {email}; respondemos em até 15 dias. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD) ou à autoridade do lugar onde vive.",
          "Você não precisa nos dar nenhum dado para ler este site. Para se cadastrar e assinar, os dados acima são necessários; sem eles não podemos prestar o serviço. Não tomamos decisões automatizadas sobre você.",
        ],
      },
      {
        title: "Mudanças",
        paragraphs: [
          "Antes de o site usar outros serviços ou guardar outros dados, atualizamos esta página e a data dela.",
        ],
      },
    ],
    storage: {
      title: "O que o seu navegador guarda",
      intro:
        "Estes itens são estritamente necessários para o que você pede ao site, exceto os cookies do Google Analytics, gravados só com o seu consentimento. Você pode apagá-los quando quiser nas configurações do navegador; o site então começa do zero.",
      places: { local: "Armazenamento local", session: "Armazenamento da sessão (esta aba)", cookie: "Cookie" },
      kept: {
        untilDeleted: "até você apagar",
        untilLogOut: "até você sair da conta",
        tab: "até a aba ser fechada",
        day: "1 dia",
        twoYears: "até 2 anos",
      },
      purposes: {
        userId:
          "Um identificador aleatório deste navegador: você vê o mesmo título, os pagamentos ficam ligados a este navegador e, com o seu consentimento, a análise conta você uma só vez.",
        hasPaid: "Se este navegador voltou de um pagamento concluído; isso abre o paywall de análises de investimento.",
        version: "Qual dos três títulos da página inicial esta visita mostra.",
        firstVersion:
          "O primeiro dos três títulos da página inicial que este navegador viu, e quando; enviado ao nosso servidor só com o seu consentimento (veja acima).",
        withdrawal:
          "A revogação do seu consentimento de análise, até nosso servidor confirmar que a recebeu (depois é apagada), para que não se perca se a conexão falhar.",
        consent: "Sua resposta ao aviso de análise, para não perguntar de novo.",
        language: "O idioma que você escolheu, para o site oferecê-lo de novo.",
        tabLanguage: "O idioma da última página mostrada nesta aba, para o pagamento voltar nele.",
        conversions: "Os pagamentos já contados, para nenhum ser contado duas vezes.",
        arrivalCode:
          "O código de campanha (?code=…) com que a visita chegou, passado ao pagamento para que seu desconto seja aplicado.",
        arrivalUtm: "A campanha (utm_…) de onde veio a visita, passada ao pagamento para a venda ser atribuída a ela.",
        sessionHint: "Que você está logado, para a página mostrar isso antes de o serviço de login responder.",
        loginCallback: "Um login em andamento, até o retorno dele ser processado.",
        justConfirmed:
          "O que um pagamento acabou de confirmar, para a próxima página dar as boas-vindas na hora; lido uma vez.",
        scrollPositions:
          "Até onde cada página desta aba foi rolada, para que voltar ou recarregar leve você ao mesmo lugar.",
        authCache: "Seus tokens de login da Auth0 (identificador da conta, nome, e-mail), para você continuar logado.",
        authSession: "A marcação da Auth0 de que você está logado, para renovar a sessão.",
        authTransaction: "Os valores de verificação da Auth0 para um login em andamento (state, nonce, verifier).",
        analytics: "Os identificadores do Google Analytics para este navegador, só depois que você aceitar.",
      },
    },
  },
  terms: {
    pageTitle: "Termos de uso",
    title: "Termos de uso",
    lede: "O acordo entre você e {company} quando você usa e assina o {product}.",
    sections: [
      {
        title: "Quem somos e o que estes termos cobrem",
        paragraphs: [
          "O {product} é operado por {company}, {address}, {country}. Estes termos valem para este site e para as assinaturas vendidas nele. Se você é consumidor, as normas de proteção obrigatórias do seu país se aplicam em qualquer caso, incluindo o Código de Defesa do Consumidor no Brasil.",
        ],
      },
      {
        title: "Planos e preços",
        paragraphs: [
          "O app tem dois planos: {plans}. A pesquisa com IA sobre ações e criptomoedas (as páginas de cada ativo) é uma assinatura à parte: {research}. Os preços estão na moeda da página. Os preços em euros e em ienes (nossas páginas em alemão, francês, espanhol e japonês) incluem o IVA ou o imposto japonês sobre consumo, na alíquota do seu país (por exemplo, 19% na Alemanha e 10% no Japão): o que a página mostra é o que você paga. Os preços em dólares americanos e em reais (nossas páginas em inglês e em português do Brasil) não incluem tributos: quando a lei exige um tributo e estamos registrados para cobrá-lo (por exemplo, o imposto sobre vendas de um estado dos EUA), ele é somado no pagamento; quando não cobramos nenhum, nada é somado.",
          "A página de pagamento pede o seu endereço de cobrança (o país e, nos EUA, também o estado e o código postal, o ZIP code), e a Stripe calcula o tributo a partir dele (Stripe Tax); o endereço fica salvo no seu cadastro de cliente na Stripe, para que as renovações sejam tributadas da mesma forma. A página de pagamento mostra o tributo e o valor total antes de você pagar, e a confirmação e cada fatura mostram o tributo.",
          "Os créditos são usados em músicas ({creditsPerSong} créditos por música); créditos não usados não passam para o mês seguinte.",
        ],
      },
      {
        title: "Teste grátis",
        paragraphs: [
          "Sua primeira assinatura começa com um teste grátis de {days} dias, uma vez por pessoa. Se você não cancelar antes do fim do teste, a assinatura escolhida começa e o primeiro pagamento é cobrado nesse dia.",
        ],
      },
      {
        title: "Cobrança e renovação",
        paragraphs: [
          "A assinatura é renovada automaticamente por mais um mês ou um ano ao fim de cada período, e o preço do novo período é cobrado no seu meio de pagamento nesse dia. Os pagamentos são processados pela Stripe. Se um pagamento falhar, pediremos que você atualize o meio de pagamento; até lá, a assinatura pode ficar suspensa.",
        ],
      },
      {
        title: "Cancelamento",
        paragraphs: [
          "Você pode cancelar quando quiser, sem dar motivo, em “{cancel}” no rodapé de qualquer página ou em “{manage}” no menu da sua conta. Sua assinatura continua até o fim do período pago (ou do teste) e não é renovada; o restante de um período já iniciado não é reembolsado, exceto pelo direito de arrependimento abaixo.",
        ],
      },
      {
        title: "Direito de arrependimento",
        paragraphs: [
          "Você pode desistir de uma assinatura em até 14 dias após comprá-la na página de pagamento, sem dar motivo, more onde morar: é mais do que os 7 dias do art. 49 do Código de Defesa do Consumidor, é o direito que a lei dá ao consumidor na União Europeia, e nós o damos a todos os compradores. Basta enviar o aviso antes de terminarem os 14 dias.",
          "O caminho mais rápido é a página de cancelamento, com link no rodapé de qualquer página: ela envia por e-mail um link de uso único para a sua assinatura, e durante os 14 dias a página desse link permite desistir; sua assinatura então termina na hora, não no fim do período. Também basta nos avisar de forma clara, por exemplo por e-mail para {email} ou por carta para {company}, {address}, {country}, dentro do prazo.",
          "Quando você desiste, devolvemos tudo o que você pagou em até 14 dias, pelo mesmo meio de pagamento: nos primeiros 7 dias após a compra (art. 49 do CDC), sem nenhum desconto; depois deles, menos a parte proporcional do preço do período em curso pelos dias de serviço pago até a desistência (um dia começado conta como inteiro), porque você pediu na página de pagamento que o serviço começasse na hora. Aceitar estes termos na página de pagamento é esse pedido expresso para que o serviço comece durante o prazo de arrependimento: num plano, a caixa da página de pagamento diz isso com essas palavras, e na assinatura da pesquisa com IA, você faz o pedido ao aceitar estes termos. Os dias do teste grátis não custam nada: se você desistir durante o teste, não paga nada e nada é cobrado. Confirmamos a desistência por e-mail.",
          "Modelo de comunicação: “Para {company}, {address}, {country}, {email}: comunico que desisto do meu contrato referente ao seguinte serviço: assinatura do {product}. Contratado em: … Nome: … Endereço: … Data: …”",
        ],
      },
      {
        title: "Códigos promocionais",
        paragraphs: [
          "Um código promocional dá, em uma assinatura, o desconto que as condições dele indicam, por exemplo 20% nas faturas dos 3 primeiros meses. Você pode digitá-lo na página de pagamento ou seguir um link que o traga (…?code=… para uma página de preços ou de um ativo), e a página de pagamento o preenche para você. Ele vale para a assinatura contratada com ele, nas faturas que as condições dele indicam, contadas desde o início da assinatura; depois, vale o preço integral. Os dias de um teste grátis contam para esse prazo: com o teste de {days} dias, um código para os 3 primeiros meses cobre os três primeiros pagamentos mensais, ou o pagamento do primeiro ano de um plano anual.",
          "Um código nunca prolonga o teste grátis nem dá um segundo: o teste é dado uma vez por pessoa, com ou sem código. Um código só pode ser usado enquanto for válido: até a data de fim dele ou até atingir o número de usos que permite. A página de pagamento recusa um código desconhecido, expirado ou esgotado e diz o motivo; você pode então digitar outro código ou pagar o preço integral. Um código por assinatura; ele não pode ser trocado por dinheiro. O tributo é calculado sobre o preço com o desconto.",
        ],
      },
      {
        title: "Uso do {product}",
        paragraphs: [
          "Envie apenas fotos que você tem o direito de usar. Você pode usar as músicas criadas para você para fins pessoais. Não faça mau uso do serviço, por exemplo tentando burlar os limites ou acessar contas de outras pessoas; podemos suspender uma conta que faça isso.",
        ],
      },
      {
        title: "Mudanças e disponibilidade",
        paragraphs: [
          "Podemos melhorar o serviço e mudar estes termos para o futuro. Avisamos os assinantes por e-mail pelo menos 30 dias antes de uma mudança de preço ou de direitos entrar em vigor; você pode cancelar antes disso. O serviço pode ficar indisponível de vez em quando para manutenção.",
        ],
      },
      {
        title: "Responsabilidade",
        paragraphs: [
          "Respondemos sem limite por dolo, culpa grave e danos à vida, ao corpo ou à saúde, e conforme a lei obrigatória. Nos demais casos, respondemos apenas pelo descumprimento de obrigações essenciais, até o dano típico e previsível para um contrato como este.",
        ],
      },
      {
        title: "Lei aplicável e conflitos",
        paragraphs: [
          "Aplica-se a lei do seguinte país: {country}, sem prejuízo da proteção das normas obrigatórias do país onde o consumidor vive, e do foro do domicílio do consumidor. Dúvidas e reclamações: {email}.",
        ],
      },
    ],
  },
} satisfies LegalCopy;
