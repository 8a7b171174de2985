/**
 * /stories/<game>/<lang>/<name>.json: a story's frames drawn ahead, for the
 * step-through island (kit/story/StoryFrames.tsx, kit/story/storyFrames.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { framedStories, renderFrames } from '../../../../components/kit/story/storyFrames';
import type { LazyGame } from '../../../../components/exampleStrings';

export const getStaticPaths: GetStaticPaths = () => framedStories(['en', 'nl']).map((params) => ({ params }));

export const GET: APIRoute = async ({ params }) =>
  new Response(JSON.stringify(await renderFrames(params.game as LazyGame, params.lang as string, params.name as string)), {
    headers: { 'content-type': 'application/json' },
  });
