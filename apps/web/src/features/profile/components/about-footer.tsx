export function AboutFooter() {
  return (
    <p className="text-sm text-slate-600">
      This information personalises your messages whenever you don't override it in the generator form.
    </p>
  );
}
