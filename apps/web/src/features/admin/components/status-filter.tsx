// Filter chips for a list's status (or another choice, such as a kind), kept in the address (?status=) so reload
// and Back keep the view.
import { useSearchParams } from 'react-router';

type StatusFilterProps<Value extends string> = {
  label: string;
  options: readonly { value: Value; label: string }[];
  fallback: Value;
  /** The address parameter; `status` unless the list filters by more than one thing. */
  param?: string;
};

/** The status in the address when it is one of the options; the fallback otherwise. */
export function useStatusParam<Value extends string>(
  values: readonly Value[],
  fallback: Value,
  param = 'status',
): Value {
  const [params] = useSearchParams();
  const given = params.get(param);
  return values.find((value) => value === given) ?? fallback;
}

export function StatusFilter<Value extends string>({
  label,
  options,
  fallback,
  param = 'status',
}: StatusFilterProps<Value>) {
  const [, setParams] = useSearchParams();
  const current = useStatusParam(
    options.map((option) => option.value),
    fallback,
    param,
  );
  function choose(value: Value) {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (value === fallback) updated.delete(param);
        else updated.set(param, value);
        return updated;
      },
      { replace: true },
    );
  }
  return (
    <fieldset className="mt-4">
      <legend className="font-medium text-sm text-stone-900">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === current}
            onClick={() => choose(option.value)}
            className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 font-medium text-sm text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white"
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
