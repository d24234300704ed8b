/**
 * The header row of a CSV file, read in the browser to offer its columns before anything is sent
 * (the server reads the whole file again at preview). Quoted names may hold commas and "".
 */
export function readHeader(text: string): string[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(current.trim());
      current = '';
    } else if (char === '\n' || char === '\r') break;
    else current += char;
  }
  fields.push(current.trim());
  return fields.filter((name, index) => name !== '' || index < fields.length - 1);
}
