// A message above a form or a list: what went wrong, announced as it appears.
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800 text-sm"
    >
      {message}
    </p>
  );
}
