import { Link } from "react-router";
import { serviceImages } from "../../../content/images";
import { serviceCards } from "../../../content/services";
import { Picture } from "../images/picture";
import { siteImageFiles } from "../images/site-image-files";

/** Roofing, Siding and Windows cards: description, four features and a link. */
export function ServicesSection() {
  return (
    <section aria-labelledby="services-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-700">Services</p>
        <h2 id="services-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
          Roofing, Siding &amp; Windows
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {serviceCards.map((card) => (
            <li key={card.slug} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
              <Picture
                image={serviceImages[card.slug]}
                files={siteImageFiles}
                sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-slate-900">{card.name}</h3>
                <p className="mt-1 text-sm font-semibold text-brand-700">{card.title}</p>
                <p className="mt-3 text-slate-700">{card.description}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
                  {card.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link to={card.href} className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                  Explore {card.name.toLowerCase()}
                  <span className="sr-only"> services</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
