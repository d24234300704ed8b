/** A drag that carries files. */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Files dropped outside a drop zone (spec §4 Upload: only the item, model and note zones take
 * them) must not make the browser open the file and leave the app. Zones handle their own drops
 * and mark them handled (preventDefault); anything else is refused here, with the no-drop cursor.
 * Answers the function that removes the guard.
 */
export function guardStrayFileDrops(target: Window = window): () => void {
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event) || event.defaultPrevented) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
  };
  const onDrop = (event: DragEvent) => {
    if (carriesFiles(event) && !event.defaultPrevented) event.preventDefault();
  };
  target.addEventListener('dragover', onDragOver);
  target.addEventListener('drop', onDrop);
  return () => {
    target.removeEventListener('dragover', onDragOver);
    target.removeEventListener('drop', onDrop);
  };
}
