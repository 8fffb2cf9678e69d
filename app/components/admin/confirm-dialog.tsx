import { useRef, useState } from 'react'

type Request = { title: string; body: string; confirm: string; action: () => Promise<void> | void }

/**
 * A modal question before an action that cannot be undone (removing a member). The browser's own
 * <dialog> keeps focus inside while it is open and gives it back to the button that opened it.
 */
export function useConfirm() {
  const dialog = useRef<HTMLDialogElement>(null)
  const [request, setRequest] = useState<Request | null>(null)

  function ask(next: Request) {
    setRequest(next)
    // After React has put the question into the dialog.
    requestAnimationFrame(() => dialog.current?.showModal())
  }

  const element = (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
      onClose={() => setRequest(null)}
      className="m-auto max-w-md rounded-xl p-6 shadow-xl backdrop:bg-navy/60"
    >
      <h2 id="confirm-title" className="text-xl font-bold text-navy">
        {request?.title}
      </h2>
      <p id="confirm-body" className="mt-3 text-slate-700">
        {request?.body}
      </p>
      <form method="dialog" className="mt-6 flex justify-end gap-3">
        <button
          type="submit"
          className="rounded-md px-4 py-2 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={() => {
            const action = request?.action
            dialog.current?.close()
            void action?.()
          }}
          className="rounded-md bg-red-strong px-4 py-2 font-semibold text-white hover:bg-navy"
        >
          {request?.confirm}
        </button>
      </form>
    </dialog>
  )
  return [ask, element] as const
}
