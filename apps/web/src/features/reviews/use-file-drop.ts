import { useRef, useState, type DragEvent } from 'react';
import { toast } from '../../lib/notify';
import type { UploadCollection } from '@thesis/domain';
import { fileFromDrop, hasFiles } from './upload-rules';

export interface FileDropZone {
  /** A file is being dragged over the zone (for a visible highlight). */
  dragging: boolean;
  props: {
    onDragEnter(event: DragEvent<HTMLElement>): void;
    onDragOver(event: DragEvent<HTMLElement>): void;
    onDragLeave(event: DragEvent<HTMLElement>): void;
    onDrop(event: DragEvent<HTMLElement>): void;
  };
}

/**
 * A zone that takes one dropped file of a type its place accepts, with the same rules as a paste:
 * a wrong type or several files are refused with their message. The drop is handled here, so the
 * browser never opens the file; a disabled zone (read-only, full) just swallows it.
 */
export function useFileDrop(collection: UploadCollection, onFile: (file: File) => void, enabled = true): FileDropZone {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the drag really left.
  const depth = useRef(0);

  const leave = () => {
    depth.current = 0;
    setDragging(false);
  };

  return {
    dragging,
    props: {
      onDragEnter(event) {
        if (!enabled || !hasFiles(event.dataTransfer)) return;
        depth.current += 1;
        setDragging(true);
      },
      onDragOver(event) {
        if (!hasFiles(event.dataTransfer)) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = enabled ? 'copy' : 'none';
      },
      onDragLeave(event) {
        if (!enabled || !hasFiles(event.dataTransfer)) return;
        depth.current -= 1;
        if (depth.current <= 0) leave();
      },
      onDrop(event) {
        if (!hasFiles(event.dataTransfer)) return;
        event.preventDefault();
        event.stopPropagation();
        leave();
        if (!enabled) return;
        const dropped = fileFromDrop(event.dataTransfer, collection);
        if ('error' in dropped) toast.error(dropped.error);
        else onFile(dropped.file);
      },
    },
  };
}
