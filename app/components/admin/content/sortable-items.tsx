// The items of a list in the content editor's form, in an order a person sets by dragging an item
// by its handle, by the keyboard (Space on the handle, the arrow keys, Space again), or with the
// Up and Down buttons. Built on dnd-kit, which announces each move to screen readers.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useState } from 'react'
import { cn } from '#app/lib/cn.ts'

/**
 * A key for each item that stays with it as the list changes, so an item's controls (a text being
 * edited, an open picker) move with it: call `moved`, `removed` or `inserted` with each change.
 */
export function useItemKeys(count: number) {
  const [state, setState] = useState(() => ({
    keys: Array.from({ length: count }, (_, i) => `item-${i}`),
    made: count,
  }))
  let { keys } = state
  if (keys.length !== count) {
    // The list changed from outside (an item added, a saved copy loaded): keys for what is new.
    let { made } = state
    keys = keys.slice(0, count)
    while (keys.length < count) keys.push(`item-${made++}`)
    setState({ keys, made })
  }
  const change = (edit: (keys: string[], fresh: () => string) => string[]) =>
    setState((current) => {
      let { made } = current
      return { keys: edit(current.keys, () => `item-${made++}`), made }
    })
  return {
    all: keys,
    moved: (from: number, to: number) => change((list) => arrayMove(list, from, to)),
    removed: (at: number) => change((list) => list.toSpliced(at, 1)),
    inserted: (at: number) => change((list, fresh) => list.toSpliced(at, 0, fresh())),
  }
}

/** The list's items, each with a handle that drags it, in an ordered list. */
export function SortableItems(props: {
  keys: string[]
  /** What an item is called, for its handle's name: "Block 2". */
  labelOf: (index: number) => string
  onMove: (from: number, to: number) => void
  renderItem: (index: number, handle: React.ReactNode) => React.ReactNode
}) {
  const sensors = useSensors(
    // A click on a handle is not a drag: the pointer must travel a little first.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const nameOf = (id: string | number) => props.labelOf(props.keys.indexOf(String(id)))
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    props.onMove(props.keys.indexOf(String(active.id)), props.keys.indexOf(String(over.id)))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move it, press Space, then the up and down arrow keys; Space again puts it down, Escape cancels.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${nameOf(active.id)} is now where ${nameOf(over.id)} was.` : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} put down in place ${props.keys.indexOf(String(over.id)) + 1}.`
              : undefined,
          onDragCancel: ({ active }) => `${nameOf(active.id)} left where it was.`,
        },
      }}
    >
      <SortableContext items={props.keys} strategy={verticalListSortingStrategy}>
        <ol className="space-y-4">
          {props.keys.map((key, index) => (
            <SortableItem key={key} id={key} label={props.labelOf(index)}>
              {(handle) => props.renderItem(index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function SortableItem(props: {
  id: string
  label: string
  children: (handle: React.ReactNode) => React.ReactNode
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.id })
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${props.label.toLowerCase()} to move it`}
      className="inline-flex cursor-grab touch-none items-center gap-1.5 rounded-md px-2.5 py-1 text-sm font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100 active:cursor-grabbing"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
        {[3, 8, 13].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
      </svg>
      Drag
    </button>
  )
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'rounded-md bg-slate-50 p-2 sm:p-3',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-navy',
      )}
    >
      {props.children(handle)}
    </li>
  )
}
