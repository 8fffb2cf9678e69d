/** `{name}` in a text with its value: the words the content leaves for each page to fill in. */
export const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
