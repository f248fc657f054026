/**
 * The figures' pictures (`assets/rules/<game>/<id>.jpg`, made by `npm run rules:pictures`), bundled by Vite as files:
 * only their URLs live in the rules chunk, and a picture loads when its section is shown.
 */
const pictures = import.meta.glob<string>('../../../assets/rules/*/*.jpg', { eager: true, query: '?url', import: 'default' });

export function figureUrl(game: string, id: string): string | null {
  return pictures[`../../../assets/rules/${game}/${id}.jpg`] ?? null;
}
