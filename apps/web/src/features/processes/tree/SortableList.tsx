import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Stack } from '@mantine/core';
import { Fragment, type HTMLAttributes, type ReactNode } from 'react';

/** What a row needs to act as the drag handle of its item (pointer and keyboard). */
export interface DragHandle {
  ref(element: HTMLElement | null): void;
  props: HTMLAttributes<HTMLElement>;
  isDragging: boolean;
}

interface SortableListProps<T extends { id: string; name: string }> {
  items: T[];
  /** 'factor', 'checklist' or 'question', for the screen-reader announcements. */
  noun: string;
  /** Without it the list is static (read-only trees). */
  onReorder?(ids: string[]): void;
  renderItem(item: T, handle: DragHandle | null): ReactNode;
  gap?: number | string;
}

/** Rows move only up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * A list reordered by drag and drop or by keyboard (focus a handle, Space to lift, arrows to move,
 * Space to drop, Escape to cancel), with announcements naming the items. Each list has its own
 * drag context, so items only move among their siblings.
 */
export function SortableList<T extends { id: string; name: string }>({
  items,
  noun,
  onReorder,
  renderItem,
  gap = 'xs',
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (!onReorder)
    return (
      <Stack gap={gap}>
        {items.map((item) => (
          <Fragment key={item.id}>{renderItem(item, null)}</Fragment>
        ))}
      </Stack>
    );

  const ids = items.map((item) => item.id);
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.name ?? noun;
  const position = (id: UniqueIdentifier | undefined) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${noun} ${nameOf(active.id)}, ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} moved to ${position(over.id)}.`
        : `${nameOf(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at ${position(over.id)}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  function end({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder?.(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: `To reorder this ${noun}, press Space, use the arrow keys to move it, then press Space again to drop it or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={gap}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id}>
              {(handle) => renderItem(item, handle)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, children }: { id: string; children(handle: DragHandle): ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      {children({ ref: setActivatorNodeRef, props: { ...attributes, ...listeners }, isDragging })}
    </div>
  );
}
