/**
 * Starlight puts a link after every heading of a page, with its link icon drawn inline as an SVG path of some 600
 * characters: a page with twenty headings carried 13 KB of the same icon. This integration, placed after Starlight's,
 * adds a step to the Markdown processor (Sätteri) after Starlight's own, which made the links: it empties each
 * icon's span and marks it, and src/styles/rollecate.css draws the same icon there, once in the stylesheet
 * (`.rb-anchor-icon`). The link, its text for screen readers and its place are Starlight's, unchanged.
 */
/** Sätteri's HTML-tree step: the icon's span, emptied and marked. */
export const anchorIconStep = {
  name: 'rulebook-anchor-icon',
  element: {
    filter: ['span'],
    /** @param {any} node */
    visit(node) {
      const cls = String(node.properties?.class ?? '');
      if (!cls.split(/\s+/).includes('sl-anchor-icon')) return undefined;
      return { ...node, properties: { ...node.properties, class: `${cls} rb-anchor-icon` }, children: [] };
    },
  },
};

/** @returns {import('astro').AstroIntegration} */
export default function anchorIcon() {
  return {
    name: 'rulebook:anchor-icon',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        const options = /** @type {any} */ (config.markdown?.processor)?.options;
        if (Array.isArray(options?.hastPlugins)) options.hastPlugins.push(anchorIconStep);
        else logger.warn('the Markdown processor is not Sätteri: heading links keep their inline icons');
      },
    },
  };
}
