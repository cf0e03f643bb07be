// English: the privacy policy and the terms (app/features/legal/), and the words the legal pages
// share. The company's details come in as placeholders from the build's settings ({company},
// {address}, {country}, {email}, …), what each subscription charges from the price list ({plans},
// {research}: the paywall's research subscription); each language's market notice
// (Impressum, mentions légales, 特定商取引法に基づく表記, company details) is in legal-notice.ts.
export const legal = {
  updated: "Last updated: {date}",
  /** Shown on a build whose legal settings are left at their examples (never a production build). */
  example: {
    title: "Example details",
    text: "This build shows example company details. Set {settings} before going live.",
  },
  /** What a subscription charges, billed monthly or yearly ('$6 a month, or $36 a year paid at once'). */
  offerPrices: "{monthly} a month, or {annual} a year paid at once",
  /** Each plan with its prices ('Pro at $6 a month, …'), joined by the separator into {plans}. */
  planPrices: "{plan} at {prices}",
  listSeparator: "; ",
  privacy: {
    pageTitle: "Privacy policy",
    title: "Privacy policy",
    lede: "What {product} stores about you, why, for how long, who helps us, and what you can ask of us.",
    sections: [
      {
        title: "Who is responsible",
        paragraphs: [
          "{company}, {address}, {country} (email {email}, phone {phone}) is the controller of the personal data this site processes. Write to {email} about anything on this page.",
        ],
      },
      {
        title: "Visiting the site",
        paragraphs: [
          "Our hosting provider ({hosting}) serves the pages. To deliver them, its servers receive your IP address, the page asked for, the time, and your browser's name and version; they may keep them in short-lived logs for security and troubleshooting. Legal basis: our legitimate interest in a secure, working site (Art. 6(1)(f) GDPR).",
          "The pages themselves run no tracking before you choose. The site stores a few values in your browser so that it works as you expect; they are listed below and never leave your browser unless a section here says so.",
          "Every visit to the landing page adds one to an anonymous count, in our own database, of which of its three headlines the visit showed and on which day: no id, no cookie, no IP address, nothing that tells visitors apart, so it needs no consent. We use the counts to see how often each headline is shown.",
        ],
      },
      {
        title: "Analytics, only with your consent",
        paragraphs: [
          "If you press “{accept}” on the analytics banner, Google Analytics 4 (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland) measures which pages you view and which buttons you press (such as “{signUp}” or a plan), under a random id your browser keeps (userId). It sets the cookies _ga and _ga_<id> for up to two years. Ad storage and ad personalisation stay off, whatever you answer. Legal basis: your consent (Art. 6(1)(a) GDPR; § 25(1) TDDDG and the equivalent laws of other EU countries).",
          "Before you answer, and after “{reject}”, Google's tag may load but stores nothing in your browser and sends only cookieless signals (that consent was denied, the page, the time) under Google Consent Mode. If you accepted and later subscribe, our server reports the trial start and each payment to Google Analytics under the same random id; it does not if you rejected.",
          "To withdraw your consent, press “{cookieSettings}” in the footer of any page and choose “{reject}”: nothing is measured from then on, and Google Analytics' cookies are deleted. There you can also change your answer the other way. Withdrawing does not affect what was measured before.",
          "If you accept, our own server also keeps your browser's random id (userId) with the first of the three headlines you were shown and when, to compare which headline leads to more subscriptions (your purchases are already known to it under that id). We keep this record for 13 months. Withdrawing your consent deletes it at once; our server then keeps only a note that this random id withdrew, and when, for as long as it keeps subscription records, so that it reports nothing about your subscriptions to Google Analytics, including ones you buy later.",
        ],
      },
      {
        title: "Your account",
        paragraphs: [
          "Signing up and logging in happen on the hosted login of our identity provider, Auth0 (Okta, Inc., 100 First Street, San Francisco, CA 94105, USA). It keeps your email address, your name if you give one, and your password (as a hash) or the account you sign in with. It gives our site a token with your account id, name and email, which your browser keeps (see below) until you log out. Legal basis: the contract you ask for (Art. 6(1)(b) GDPR).",
        ],
      },
      {
        title: "Payments and your subscription",
        paragraphs: [
          "Checkout and the customer portal are hosted by Stripe (Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublin 2, Ireland). Stripe collects your card or other payment details, your email and your billing address (your country, and in the US also your state and ZIP code); we never see your full card number. Stripe Tax computes the tax on each payment from that address, which Stripe keeps with your customer record so that renewals are taxed the same way. We pass Stripe your email and account id so that your subscription is yours, and with each checkout the random id of your browser, the headline variant you saw, your analytics answer, the campaign you came from (utm_…) and the campaign code of the link you followed (?code=…); Stripe also receives a code you type at checkout, and records the code used on your subscription and its invoices. Legal basis: the contract (Art. 6(1)(b) GDPR) and, for invoices and tax, our legal duties (Art. 6(1)(c) GDPR).",
          "Our server's database keeps, for each subscriber: the identity provider's account id, the Stripe customer id, each subscription as Stripe last reported it (plan, status, trial end, period end, cancellation), whether you have had the free trial (it is given once per person), the checkouts started for you, the payment events already handled, each payment received (the amount, the tax on it, and any campaign code with its discount), the terms you accepted at checkout with the words of the box you ticked, and the landing-page headline variant, random analytics id and analytics consent your purchase was made with. We keep these while you are a customer and then for as long as tax and commercial law require records of a sale (up to ten years), and delete the rest on request.",
          "Emails about your subscription are sent through the email service Resend (Resend, Inc., USA): a confirmation of each purchase (what you bought, the price, the trial's end and first charge, how to cancel, your right of withdrawal), a reminder 3 days before a trial's first charge and 7 days before an annual renewal, a notice when a payment fails, a confirmation when you cancel or switch plans, and, if you ask for one with “{cancel}” in the footer, a link to cancel without an account, which works once, for 60 minutes (sent only if the email address you give has a subscription of that kind). For each email, Resend receives your email address, the email's content (the name of the plan or of the research subscription, amounts, dates, links) and our sender and reply-to addresses. Our emails carry no tracking: no open or click tracking, no pixels. Legal basis: the contract (Art. 6(1)(b) GDPR) and our legal duties to confirm the contract on a durable medium (Art. 8(7) Directive 2011/83/EU) and to confirm a cancellation (§ 312k (4) BGB) (Art. 6(1)(c) GDPR).",
          "For these emails, our server's database also keeps the email address given at each checkout and the checkout's language, a record of each email sent (which one, to whom, when, and the facts it stated, without its one-time links), and each link it mailed only as a SHA-256 hash, until a week after the link expires. We keep these email addresses, languages and records for as long as the subscription records above.",
        ],
      },
      {
        title: "Who else receives data",
        paragraphs: [
          "Only the processors named here: our hosting provider, Auth0, Stripe, Resend, and, with your consent, Google. Each works under a data processing agreement or as an independent controller for its own duties (Stripe for payment law). Auth0, Stripe, Resend and Google may process data in the USA; transfers rest on the EU–US Data Privacy Framework and the European Commission's standard contractual clauses. We sell no data and show no ads.",
        ],
      },
      {
        title: "Your rights",
        paragraphs: [
          "You may ask us for a copy of your data, to correct it, to delete it, to restrict its use or to receive it in a portable format, and you may object to processing based on our legitimate interest (Art. 15–21 GDPR). Write to {email}; we answer within one month. You may also complain to a data protection authority, in particular the one where you live or work.",
          "You do not have to give us any data to read this site. To sign up and subscribe, the details above are needed; without them we cannot provide the service. We make no automated decisions about you.",
        ],
      },
      {
        title: "Changes",
        paragraphs: [
          "When the site starts to use other services or to store other data, we update this page and its date first.",
        ],
      },
    ],
    /** The list of what the browser keeps, after the sections. */
    storage: {
      title: "What your browser keeps",
      intro:
        "These entries are strictly necessary for what you ask of the site (§ 25(2) TDDDG), except Google Analytics' cookies, which are set only with your consent. You can delete them at any time in your browser's settings; the site then starts afresh.",
      places: { local: "Local storage", session: "Session storage (this tab)", cookie: "Cookie" },
      kept: {
        untilDeleted: "until you delete it",
        untilLogOut: "until you log out",
        tab: "until the tab is closed",
        day: "1 day",
        twoYears: "up to 2 years",
      },
      purposes: {
        userId:
          "A random id for this browser: the headline you see stays the same, checkouts are tied to this browser, and, with your consent, analytics count you once.",
        hasPaid: "Whether this browser came back from a completed payment; it opens the research paywall.",
        version: "Which of three landing-page headlines this visit shows.",
        firstVersion:
          "The first of the three landing-page headlines this browser was shown, and when; sent to our server only with your consent (below).",
        withdrawal:
          "Your withdrawal of analytics consent until our server confirms it has it (then deleted), so it is not lost when the connection fails.",
        consent: "Your answer to the analytics banner, so it is not asked again.",
        language: "The language you chose, so the site offers it again.",
        tabLanguage: "The language of the page this tab showed last, so a checkout returns in it.",
        conversions: "The checkouts already counted, so a payment is never counted twice.",
        arrivalCode: "The campaign code (?code=…) the visit came with, passed to the checkout so its discount applies.",
        arrivalUtm: "The campaign (utm_…) the visit came from, passed to the checkout so the sale is credited to it.",
        sessionHint: "That you are signed in, so the page shows it before the login service answers.",
        loginCallback: "A login in progress, until its return is handled.",
        justConfirmed: "What a payment just confirmed, so the next page welcomes you to it at once; read once.",
        scrollPositions:
          "Where each page of this tab was scrolled to, so going back or reloading returns you to the same place.",
        authCache: "Your login tokens from Auth0 (account id, name, email), so you stay signed in.",
        authSession: "Auth0's note that you are signed in, to renew the session.",
        authTransaction: "Auth0's check values for a login in progress (state, nonce, verifier).",
        analytics: "Google Analytics' ids for this browser, only after you accept.",
      },
    },
  },
  terms: {
    pageTitle: "Terms of service",
    title: "Terms of service",
    lede: "The agreement between you and {company} when you use {product} and subscribe to it.",
    sections: [
      {
        title: "Who we are and what these terms cover",
        paragraphs: [
          "{product} is run by {company}, {address}, {country}. These terms apply to this site and to the subscriptions sold on it. Where you are a consumer, the laws of your country that protect you apply in any case.",
        ],
      },
      {
        title: "Plans and prices",
        paragraphs: [
          "The app has two plans: {plans}. The AI research on stocks and crypto (the ticker pages) is a subscription of its own: {research}. Prices are in your page's currency. Prices in euros and yen (our German, French, Spanish and Japanese pages) include VAT or consumption tax at the rate of your country (for example 19% in Germany, 10% in Japan): what the page says is what you pay. Prices in US dollars and Brazilian reais (our English and Brazilian Portuguese pages) are before tax: where the law requires tax and we are registered to collect it (for example a US state's sales tax), it is added at checkout; where we collect none, none is added.",
          "Checkout asks for your billing address (your country, and in the US also your state and ZIP code), and Stripe Tax computes the tax from it; the address is saved with your customer record at Stripe, so that renewals are taxed the same way. Checkout shows the tax and the total before you pay, and the confirmation and every invoice show the tax.",
          "Credits are spent on songs ({creditsPerSong} credits per song); unused credits do not carry over to the next month.",
        ],
      },
      {
        title: "Free trial",
        paragraphs: [
          "Your first subscription starts with a {days}-day free trial, once per person. If you do not cancel before the trial ends, the subscription you chose begins and its first payment is taken on that day.",
        ],
      },
      {
        title: "Billing and renewal",
        paragraphs: [
          "A subscription renews automatically for another month or year at the end of each period, and the price of the new period is charged to your payment method on that day. Payments are handled by Stripe. If a payment fails, we will ask you to update your payment method; until then the subscription may be paused.",
        ],
      },
      {
        title: "Cancelling",
        paragraphs: [
          "You can cancel at any time, without giving a reason, with “{cancel}” in the footer of every page or with “{manage}” in your account menu. Your subscription then runs until the end of the period you have paid for (or the trial) and is not renewed; there is no refund for the rest of a period already begun, except under the right of withdrawal below.",
        ],
      },
      {
        title: "Right of withdrawal (14 days)",
        paragraphs: [
          "You may withdraw from a subscription within 14 days of buying it at checkout, without giving a reason, wherever you live: it is the legal right of consumers in the European Union, and we give it to every buyer. It is enough to send your notice before the 14 days are over.",
          "The quickest way is the cancellation page, linked in the footer of every page: it emails you a one-time link for your subscription, and during the 14 days that link's page lets you withdraw; your subscription then ends at once, not at the end of the period. You may also tell us clearly in any other way, for example by email to {email} or by post to {company}, {address}, {country}.",
          "When you withdraw, we refund everything you have paid within 14 days, by the means you paid with, less a share of the current period's price for the days of paid service until you withdrew (a day begun counts as a whole day), because you asked us at checkout to start the service at once. Accepting these terms at checkout is that express request to start the service during the withdrawal period: a plan's checkout says so in the words of its terms box, and on the research subscription's checkout you make it by accepting these terms. The days of the free trial cost nothing: if you withdraw during the trial, it costs you nothing and nothing is charged. We confirm your withdrawal by email.",
          "Model form: “To {company}, {address}, {country}, {email}: I hereby withdraw from my contract for the following service: {product} subscription. Ordered on / received on: … Name: … Address: … Date: …”",
        ],
      },
      {
        title: "Campaign codes",
        paragraphs: [
          "A campaign code takes a discount off a subscription, as the code's terms state: for example, 20% off the invoices of the first 3 months. You can type it at checkout, or follow a link that carries it (…?code=… on a pricing page or a ticker page), and checkout fills it in for you. It applies to the subscription you buy with it, for the invoices its terms state, counted from the start of the subscription; after them, the full price applies. The days of a free trial count towards that time: with the {days}-day trial, a code for the first 3 months covers the first three monthly payments, or the first year's payment on a yearly plan.",
          "A code never extends the free trial and never gives a second one: the trial is once per person, with or without a code. A code can be used only while it is valid: until its end date, or until it has been used as many times as it allows. Checkout refuses an unknown, expired or used-up code and says why; you can then type another code or pay the full price. One code per subscription; a code cannot be exchanged for cash. Tax is computed on the price after the discount.",
        ],
      },
      {
        title: "Using {product}",
        paragraphs: [
          "Upload only photos you have the right to use. You may use the songs made for you for personal purposes. Do not misuse the service, for example by trying to get around its limits or to access other people's accounts; we may suspend an account that does.",
        ],
      },
      {
        title: "Changes and availability",
        paragraphs: [
          "We may improve the service and change these terms for the future. We tell subscribers by email at least 30 days before a change to the price or to their rights takes effect; you may cancel before it does. The service may occasionally be unavailable for maintenance.",
        ],
      },
      {
        title: "Liability",
        paragraphs: [
          "We are liable without limit for intent, gross negligence and injury to life, body or health, and as mandatory law provides. Otherwise we are liable only for breaches of essential duties, limited to the damage typical and foreseeable for a contract like this.",
        ],
      },
      {
        title: "Law and disputes",
        paragraphs: [
          "The law of {country} applies, except that a consumer keeps the protection of the mandatory law of the country where they live. We are neither willing nor obliged to take part in dispute resolution before a consumer arbitration board. Questions and complaints: {email}.",
        ],
      },
    ],
  },
} as const;
