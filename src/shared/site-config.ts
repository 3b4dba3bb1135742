// The consultancy's own brand and contact data. A consultancy deploying this product edits
// this one file; the landing page, the sidebar, the dashboard title and e-mails read it.
export const siteConfig = {
  brand: "EcoGestão Ambiental",
  productName: "Sistema de Gestão",
  yearsOfExperience: 15,
  contact: {
    phoneDisplay: "(49) 3322-4455",
    // Digits with country code, used to build the WhatsApp link.
    whatsappNumber: "5549999887766",
    address: "Rua Marechal Deodoro, 450, Sala 802 - Centro, Chapecó-SC, 89802-140",
    email: "contato@ecogestaoambiental.com.br",
  },
  copyrightYear: 2024,
} as const;
