export function decodeEntities(text: string): string;
