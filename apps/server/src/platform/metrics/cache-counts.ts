// How a cache tells the metrics what it served: kept answers (hits) and ones it had to compute or read (misses).

/** Called with how many lookups came out that way (one unless said). */
export type CacheCounts = (outcome: 'hit' | 'miss', lookups?: number) => void;

export const noCounts: CacheCounts = () => {};
