import { useLoaderData, useNavigation } from "react-router";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { previewPathError, type SocialPreview } from "../../contracts/social-preview";
import { TextField } from "../components/forms/fields";
import { useGetFormSubmit } from "../lib/get-form";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  meta: {
    title: pageTitle("Social Preview"),
    description: "See how any page of the site appears when shared on Facebook, X and LinkedIn.",
    category: "utility",
    keywords: [],
    noindex: true,
  },
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

async function load({ request, context }: PageLoaderArgs) {
  const path = new URL(request.url).searchParams.get("path")?.trim();
  if (path === undefined || path === "") return { path: "/", preview: null, error: null };
  const error = previewPathError(path);
  if (error) return { path, preview: null, error };
  const preview = await context.siteData.socialPreview(path);
  return { path, preview, error: preview ? null : `No page answers at ${path}, so there is nothing to share.` };
}

/** The card image is one of the site's own files: shown from this origin (the canonical host may be another). */
function CardImage({ preview, className }: { preview: SocialPreview; className: string }) {
  return preview.ogImage ? (
    <img
      src={new URL(preview.ogImage).pathname}
      alt=""
      width={1200}
      height={630}
      className={`aspect-[1200/630] w-full object-cover ${className}`}
    />
  ) : (
    <div className={`aspect-[1200/630] w-full bg-slate-200 ${className}`} />
  );
}

/** Facebook: image, then host in capitals, title and description on grey. */
function FacebookCard({ preview }: { preview: SocialPreview }) {
  return (
    <figure aria-label="Facebook preview" className="overflow-hidden rounded-md border border-slate-300 bg-white">
      <CardImage preview={preview} className="block" />
      <div className="bg-slate-100 px-3 py-2">
        <p className="text-xs uppercase text-slate-600">{preview.host}</p>
        <p className="line-clamp-2 font-semibold text-slate-900">{preview.ogTitle}</p>
        <p className="line-clamp-1 text-sm text-slate-600">{preview.ogDescription}</p>
      </div>
    </figure>
  );
}

/** X: a large image with the title over it, the host beneath. */
function XCard({ preview }: { preview: SocialPreview }) {
  return (
    <figure aria-label="X preview">
      <div className="relative overflow-hidden rounded-2xl border border-slate-300">
        <CardImage preview={preview} className="block" />
        <p className="absolute bottom-3 left-3 max-w-[85%] truncate rounded bg-black/70 px-2 py-0.5 text-sm text-white">
          {preview.ogTitle}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-500">From {preview.host}</p>
    </figure>
  );
}

/** LinkedIn: image, then title and host. */
function LinkedInCard({ preview }: { preview: SocialPreview }) {
  return (
    <figure aria-label="LinkedIn preview" className="overflow-hidden rounded-lg border border-slate-300 bg-white">
      <CardImage preview={preview} className="block" />
      <div className="px-3 py-2">
        <p className="line-clamp-2 font-semibold text-slate-900">{preview.ogTitle}</p>
        <p className="text-xs text-slate-500">{preview.host}</p>
      </div>
    </figure>
  );
}

export default function SocialPreviewPage() {
  const { path, preview, error } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  const show = useGetFormSubmit();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Social Preview</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Type the path of any page of the site to see the title, description and card that Facebook, X and LinkedIn show when it is shared.
      </p>
      <form method="get" onSubmit={show} className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <TextField
            id="path"
            label="Page path"
            required
            defaultValue={path}
            key={path}
            error={error ?? undefined}
            placeholder="/roofing"
            autoComplete="off"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {busy ? "Loading..." : "Show preview"}
        </button>
      </form>
      {preview ? (
        <section aria-labelledby="preview-heading" className="mt-10">
          <h2 id="preview-heading" className="text-2xl font-bold text-slate-900">
            {preview.path}
          </h2>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold text-slate-700">Title</dt>
            <dd data-field="title">{preview.title}</dd>
            <dt className="font-semibold text-slate-700">Description</dt>
            <dd data-field="description">{preview.description}</dd>
            <dt className="font-semibold text-slate-700">Social description</dt>
            <dd data-field="og-description">{preview.ogDescription}</dd>
            <dt className="font-semibold text-slate-700">Canonical URL</dt>
            <dd data-field="canonical">{preview.canonicalUrl}</dd>
            <dt className="font-semibold text-slate-700">Image</dt>
            <dd data-field="image">{preview.ogImage ?? "none"}</dd>
            <dt className="font-semibold text-slate-700">Search engines</dt>
            <dd>{preview.noindex ? "Not indexed (noindex)" : "Indexed"}</dd>
            {preview.metrics ? (
              <>
                <dt className="font-semibold text-slate-700">Content</dt>
                <dd>
                  {preview.metrics.wordCount} words, {preview.metrics.readingTime} min read, {preview.metrics.complexity}, score{" "}
                  {preview.metrics.score}/100
                  {preview.metrics.recommendations.length > 0 ? (
                    <ul className="mt-1 list-disc pl-5 text-slate-600">
                      {preview.metrics.recommendations.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
          <div className="mt-8 grid gap-8 md:grid-cols-3">
            <div>
              <h3 className="mb-2 font-bold text-slate-900">Facebook</h3>
              <FacebookCard preview={preview} />
            </div>
            <div>
              <h3 className="mb-2 font-bold text-slate-900">X</h3>
              <XCard preview={preview} />
            </div>
            <div>
              <h3 className="mb-2 font-bold text-slate-900">LinkedIn</h3>
              <LinkedInCard preview={preview} />
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}
