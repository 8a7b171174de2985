import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

export const collections = {
  // Rule pages: src/content/docs/<game>/… (English) and src/content/docs/nl/<game>/… (Dutch).
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  // UI strings: src/content/i18n/<locale>.json. Starlight's own keys plus the project's keys below.
  i18n: defineCollection({
    loader: i18nLoader(),
    schema: i18nSchema({
      // Starlight's own keys plus the project's: "rc.*" Rollecate widgets, "ui.*" shared widgets, "game.*", "rule.*".
      extend: z.object({}).catchall(z.string()),
    }),
  }),
};
