/**
 * @jest-environment node
 */
import { buildLlmsTxt } from './llms';

describe('buildLlmsTxt', () => {
  it('writes the llms.txt layout: title, summary, one Markdown link per page', () => {
    const text = buildLlmsTxt({
      name: 'Brand',
      summary: 'What it is.',
      sections: [{ heading: 'Pages', pages: [{ title: 'Pricing', url: 'https://x/en/pricing/', description: 'Plans.' }] }],
      files: { heading: 'Files', links: [{ title: 'sitemap.xml', url: 'https://x/sitemap.xml', description: 'All pages.' }] },
    });
    expect(text).toBe(
      ['# Brand', '', '> What it is.', '', '## Pages', '', '- [Pricing](https://x/en/pricing/): Plans.', '', '## Files', '', '- [sitemap.xml](https://x/sitemap.xml): All pages.', ''].join('\n'),
    );
  });
});
