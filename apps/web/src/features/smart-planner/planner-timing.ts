// The spec's pace of the planner's bot: a pause to "think", then its text a character at a time.
export const plannerTiming = {
  /** Before every message. */
  thinkingMs: 800,
  /** Before the estimate (the list of options). */
  estimateThinkingMs: 900,
  charMs: 35,
  /** The estimate's text types faster. */
  optionCharMs: 25,
} as const;
