// "Load more" under a paged list: what went wrong with the last page beside it, and presses ignored while a page
// is on its way (aria-disabled rather than disabled, so the button keeps its focus).
type LoadMoreButtonProps = {
  loading: boolean;
  /** Why the last page did not come, in the reader's language; null when it did. */
  problem: string | null;
  label: string;
  loadingLabel: string;
  /** The feature's button style. */
  className: string;
  onLoadMore: () => void;
};

export function LoadMoreButton({
  loading,
  problem,
  label,
  loadingLabel,
  className,
  onLoadMore,
}: LoadMoreButtonProps) {
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {problem ? (
        <p role="alert" className="text-center font-medium text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => {
          if (!loading) onLoadMore();
        }}
        aria-disabled={loading || undefined}
        className={`${className} w-full sm:w-auto`}
      >
        {loading ? loadingLabel : label}
      </button>
    </div>
  );
}
