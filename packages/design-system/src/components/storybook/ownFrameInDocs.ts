/**
 * Docs parameters for stories that open a modal, drawer or toast. In a docs page, stories render
 * inline in one document, so every story's open overlay would cover the page at once and leave its
 * own box empty; these render each story in a frame of its own, `height` px tall, as the canvas does.
 */
export const ownFrameInDocs = (height = 700) => ({
  docs: { story: { inline: false, iframeHeight: height } },
});
