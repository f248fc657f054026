/**
 * Save JSON text as a file the player names: Electron's save dialog (the record export's, electron/main.ts), or a
 * browser download. Resolves to whether it was saved (false: the dialog was cancelled).
 */
export async function saveJson(suggestedName: string, json: string): Promise<boolean> {
  if (window.riverTables) return (await window.riverTables.app.saveRecord({ suggestedName, json })).saved;
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = suggestedName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
