// The heading and one-line purpose at the top of every dashboard section.
type SectionHeadingProps = { id: string; title: string; intro: string };

export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <header className="mb-5">
      <h2 id={id} className="font-semibold text-stone-900 text-xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{intro}</p>
    </header>
  );
}
