/**
 * llms.txt (https://llmstxt.org): a short plain-text map of the site for AI
 * crawlers, built from the same page list and messages as the sitemap.
 */
export interface LlmsPage {
  title: string;
  url: string;
  description: string;
}

export interface LlmsInput {
  name: string;
  summary: string;
  sections: { heading: string; pages: LlmsPage[] }[];
  files: { heading: string; links: LlmsPage[] };
}

/** One line per page, Markdown as the llms.txt proposal describes. */
export function buildLlmsTxt({ name, summary, sections, files }: LlmsInput): string {
  const line = (page: LlmsPage) => `- [${page.title}](${page.url}): ${page.description}`;
  const parts = [`# ${name}`, '', `> ${summary}`, ''];
  for (const section of sections) parts.push(`## ${section.heading}`, '', ...section.pages.map(line), '');
  parts.push(`## ${files.heading}`, '', ...files.links.map(line), '');
  return parts.join('\n');
}
