// Stripe's request bodies and query strings: form encoding with nested brackets, as the SDK writes
// them (`items[0][price_data][unit_amount]=1900`, `expand[0]=latest_invoice`). Numeric keys make
// arrays, everything else objects; every leaf stays a string, as Stripe receives it.
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const first = name.indexOf('[');
  if (first === -1) return [name];
  const rest = [...name.slice(first).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [name.slice(0, first), ...rest];
}

function place(target: FormObject, path: string[], value: string) {
  let node: FormObject = target;
  path.forEach((key, index) => {
    const last = index === path.length - 1;
    if (last) {
      node[key] = value;
      return;
    }
    node[key] ??= {};
    node = node[key] as FormObject;
  });
}

/** Objects whose keys are all indices (0, 1, …) become arrays, all the way down. */
function arraysFromIndices(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysFromIndices(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

export function parseForm(text: string): FormObject {
  const target: FormObject = {};
  let appended = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    // `expand[]=x` (Stripe's documented form) appends like an index would.
    const path = keyPath(name).map((key) => (key === '' ? String(1e6 + appended++) : key));
    place(target, path, value);
  }
  return arraysFromIndices(target) as FormObject;
}
