import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { InsightPost } from "../../../contracts/insights";
import { INSIGHTS_CACHE_MS, type InsightPostsResponse, insightPostsKey } from "../../../contracts/insights-query";
import { checkInsightPosts } from "../../../contracts/site-answers";
import { cachedQuery, peekQuery, primeQuery } from "../../lib/request";
import { CarouselArrows } from "../carousel/carousel-controls";
import { SLIDE_CLASS } from "../carousel/carousel-section";
import { useCarousel } from "../carousel/use-carousel";
import { InsightCard } from "../insights/insight-card";

/** What the page has for the carousel: posts, a failed read, or nothing yet (fetch in the browser). */
export type InsightsInitial = InsightPost[] | "error" | null;

type InsightsState = { status: "loading" } | { status: "error" } | { status: "ready"; posts: InsightPost[] };

function initialState(initial: InsightsInitial): InsightsState {
  if (initial === "error") return { status: "error" };
  if (initial === null) {
    // Back on the home page within 10 minutes: the posts read before show at once, in place.
    const cached = peekQuery<InsightPostsResponse>(insightPostsKey, INSIGHTS_CACHE_MS);
    return cached ? { status: "ready", posts: cached.posts } : { status: "loading" };
  }
  return { status: "ready", posts: initial };
}

/** Posts for the carousel: the server's, or a cached read of GET /api/insights/posts (10 minutes). */
function useInsightPosts(initial: InsightsInitial): InsightsState {
  const [state, setState] = useState<InsightsState>(() => initialState(initial));
  useEffect(() => {
    if (Array.isArray(initial)) {
      primeQuery(insightPostsKey, { posts: initial } satisfies InsightPostsResponse);
      return;
    }
    if (initial === "error") return;
    let live = true;
    cachedQuery(insightPostsKey, checkInsightPosts, { maxAgeMs: INSIGHTS_CACHE_MS })
      .then((answer) => live && setState({ status: "ready", posts: answer?.posts ?? [] }))
      .catch((error: unknown) => {
        console.error(new Error("Failed to fetch insights", { cause: error }));
        if (live) setState({ status: "error" });
      });
    return () => {
      live = false;
    };
  }, [initial]);
  return state;
}

function PostsCarousel({ posts }: { posts: InsightPost[] }) {
  const carousel = useCarousel({
    embla: {
      loop: true,
      align: "start",
      slidesToScroll: 1,
      breakpoints: { "(min-width: 768px)": { slidesToScroll: 2 }, "(min-width: 1024px)": { slidesToScroll: 3 } },
    },
  });
  return (
    <>
      <div className="absolute right-4 top-0 sm:right-6">
        <CarouselArrows carousel={carousel} label="insights" />
      </div>
      <div className="mt-8 overflow-hidden" ref={carousel.viewportRef} data-selected-index={carousel.selected}>
        <ul className="-ml-6 flex touch-pan-y">
          {posts.map((post) => (
            <li key={post.id} className={SLIDE_CLASS}>
              <InsightCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * The insights carousel (SPEC section 2 and 4): loading and empty texts, and on a failed read
 * the section is not shown at all.
 */
export function InsightsCarousel({ initial }: { initial: InsightsInitial }) {
  const state = useInsightPosts(initial);
  if (state.status === "error") return null;
  return (
    <section aria-labelledby="insights-heading" className="bg-slate-50 py-16" data-testid="insights-section">
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
        <div className="pr-28">
          <p className="text-sm font-bold uppercase tracking-widest text-accent-700">Insights</p>
          <h2 id="insights-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            Expert Guidance for Homeowners
          </h2>
        </div>
        {state.status === "loading" ? (
          <p
            className="mt-8 flex min-h-64 items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-600"
            role="status"
          >
            Loading insights...
          </p>
        ) : state.posts.length === 0 ? (
          <div className="mt-8 flex min-h-64 flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 text-center">
            <p className="font-semibold text-slate-800">No insights available at the moment.</p>
            <p className="mt-1 text-slate-600">Check back soon for expert guidance and industry updates.</p>
          </div>
        ) : (
          <PostsCarousel posts={state.posts} />
        )}
        <p className="mt-8">
          <Link to="/insights" className="font-semibold text-brand-700 underline">
            All insights
          </Link>
        </p>
      </div>
    </section>
  );
}
