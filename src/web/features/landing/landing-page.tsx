import type { ReactNode } from "react";
import { ArrowRight, CircleCheck, Leaf, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { FadeInSection } from "./fade-in-section";
import { MobileMenu, type NavLink } from "./mobile-menu";
import { services, type Service } from "./services";
import { ConfirmationToast } from "./confirmation-toast";

const navLinks: readonly NavLink[] = [
  { href: "#servicos", label: "Serviços" },
  { href: "#contato", label: "Contato" },
];

const { brand, contact } = siteConfig;
const phoneHref = `tel:+55${contact.phoneDisplay.replace(/\D/g, "")}`;

/**
 * The public page, rendered to static HTML at build time (vite.config.ts, `prerenderLanding`;
 * decision 030): no hook and no state here, what moves is done by landing.ts.
 */
export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <ConfirmationToast />
      <SiteHeader />
      <main className="flex-1">
        <Hero />
        <ServicesSection />
        <ContactSection />
      </main>
      <footer className="border-t bg-muted">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground">
          {`© ${siteConfig.copyrightYear} ${brand}. Todos os direitos reservados.`}
        </p>
      </footer>
    </div>
  );
}

function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b bg-background shadow-sm">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href="#inicio" className="flex items-center gap-2 text-lg font-bold text-primary">
          <Leaf className="size-6" aria-hidden="true" />
          {brand}
        </a>
        <nav aria-label="Navegação principal" className="hidden items-center gap-6 md:flex">
          {navLinks.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="font-medium text-foreground transition-colors hover:text-primary"
            >
              {link.label}
            </a>
          ))}
          <Button asChild>
            <a href="/auth">Acessar Sistema</a>
          </Button>
        </nav>
        <MobileMenu links={navLinks} />
      </div>
    </header>
  );
}

function Hero() {
  return (
    <section
      id="inicio"
      aria-labelledby="hero-title"
      className="bg-linear-to-br from-green-900 via-green-800 to-emerald-800 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 md:py-28">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1 text-sm font-medium">
          <Leaf className="size-4" aria-hidden="true" />
          Consultoria ambiental em Santa Catarina
        </p>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
          Soluções ambientais para o seu empreendimento crescer com segurança
        </h1>
        <p className="mt-4 text-xl font-semibold text-green-50">
          {`Mais de ${siteConfig.yearsOfExperience} anos de experiência em consultoria ambiental`}
        </p>
        <p className="mt-4 max-w-2xl text-lg text-green-50">
          Licenciamento, operação de ETEs, gestão de resíduos e monitoramento ambiental com responsabilidade técnica e
          atendimento próximo.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-green-900 hover:bg-green-50">
            <a href="#servicos">
              Conheça nossas soluções
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white bg-transparent text-white hover:bg-white/10"
          >
            <a href="#contato">Fale conosco</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

function ServicesSection() {
  return (
    <section id="servicos" aria-labelledby="servicos-title" className="scroll-mt-16 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="servicos-title" className="text-3xl font-bold tracking-tight">
            Nossos Serviços
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Atendimento completo para empresas, indústrias, condomínios e loteamentos, do planejamento à operação.
          </p>
        </div>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <FadeInSection key={service.id}>
              <ServiceCard service={service} />
            </FadeInSection>
          ))}
        </div>
      </div>
    </section>
  );
}

function ServiceCard({ service }: { service: Service }) {
  const Icon = service.icon;
  const titleId = `servico-${service.id}`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-xl border bg-background p-6 shadow-sm">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 id={titleId} className="text-xl font-semibold">
        {service.title}
      </h3>
      <p className="mt-2 text-muted-foreground">{service.description}</p>
      <ul className="mt-4 space-y-2 text-sm">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

function ContactSection() {
  return (
    <section id="contato" aria-labelledby="contato-title" className="scroll-mt-16 bg-muted py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="contato-title" className="text-3xl font-bold tracking-tight">
            Entre em contato
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Fale com a nossa equipe e receba uma proposta para o seu empreendimento.
          </p>
        </div>
        <address className="grid gap-6 not-italic md:grid-cols-3">
          <ContactCard icon={Phone} title="Telefone">
            <a href={phoneHref} className="font-medium hover:text-primary">
              {contact.phoneDisplay}
            </a>
            <Button asChild className="mt-4">
              <a href={`https://wa.me/${contact.whatsappNumber}`} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" />
                WhatsApp
              </a>
            </Button>
          </ContactCard>
          <ContactCard icon={MapPin} title="Endereço">
            <p>{contact.address}</p>
          </ContactCard>
          <ContactCard icon={Mail} title="E-mail">
            <a
              href={`mailto:${contact.email}`}
              className="break-all font-medium text-primary underline underline-offset-4"
            >
              {contact.email}
            </a>
          </ContactCard>
        </address>
      </div>
    </section>
  );
}

interface ContactCardProps {
  icon: Service["icon"];
  title: string;
  children: ReactNode;
}

function ContactCard({ icon: Icon, title, children }: ContactCardProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border bg-background p-6 text-center shadow-sm">
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mb-2 text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}
