// Three bouncing dots where a chat's next message will appear; screen readers hear the label instead.
export function TypingDots({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-1 self-start rounded-2xl rounded-bl-sm bg-white px-3 py-3 shadow-sm ring-1 ring-stone-200">
      <span className="sr-only">{label}</span>
      {['0ms', '150ms', '300ms'].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          style={{ animationDelay: delay }}
          className="size-2 rounded-full bg-stone-400 motion-safe:animate-bounce"
        />
      ))}
    </div>
  );
}
