/**
 * How to use a fragment, shown at the top of its Docs page in the same four parts for every
 * fragment, so a designer or developer finds the answer in the same place each time. The content
 * rules follow the voice written down once in Foundations/Voice.
 */
export interface Usage {
  /** What it is and when to reach for it: one to three sentences. */
  use: string;
  /** Good uses and good habits, one line each. */
  do: readonly string[];
  /** Misuses to avoid, each with what to do instead. */
  dont: readonly string[];
  /** Rules for the words in it: texts fixed by the specification, case, error texts, length. */
  content: readonly string[];
}

/** The headings every fragment's guidance has, in order (the docs check looks for them). */
export const usageHeadings = ['When to use', 'Do', 'Don’t', 'Content'] as const;

const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

/** The guidance as the Markdown of the Docs page's description. */
export function usageMarkdown(guide: Usage): string {
  const [when, doHeading, dontHeading, content] = usageHeadings;
  return [
    `### ${when}`,
    guide.use,
    `### ${doHeading}`,
    list(guide.do),
    `### ${dontHeading}`,
    list(guide.dont),
    `### ${content}`,
    list(guide.content),
  ].join('\n\n');
}

/** The Docs page shows each story in a frame of its own, `height` px tall (see `docsPage`). */
const ownFrameDocs = (height: number | undefined) =>
  height === undefined ? {} : { story: { inline: false, iframeHeight: height } };

/**
 * Docs parameters of a fragment's stories file: its usage guidance, and for a modal, drawer or
 * toast `ownFrame`, the height in px of the frame each story gets on the Docs page (in one document
 * every story's open overlay would cover the page at once and leave its own box empty).
 */
export function docsPage({ usage, ownFrame }: { usage: Usage; ownFrame?: number }) {
  return {
    docs: { description: { component: usageMarkdown(usage) }, ...ownFrameDocs(ownFrame) },
  };
}

/**
 * Docs parameters of a whole page's stories file (Pages/…): the address it is served at and what
 * the page is for and shows, in a sentence or three; `ownFrame` as for `docsPage`.
 */
export function pageDocs({
  address,
  about,
  ownFrame,
}: {
  address: string;
  about: string;
  ownFrame?: number;
}) {
  return {
    docs: {
      description: { component: `**Address:** \`${address}\`\n\n${about}` },
      ...ownFrameDocs(ownFrame),
    },
  };
}
