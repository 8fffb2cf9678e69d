// What one feature tells the others, without knowing who listens: the composition root no longer
// threads closures from one feature into another (server/app.ts).
import type { NewMessageEvent } from '#contract/admin.ts'

/** Each event and what it carries. */
export type AppEvents = {
  /** A visitor's message was stored: the inbox screens open now show it. */
  messageArrived: [NewMessageEvent]
  /** A sign-in session ended (sign-out, a password reset, a member removed): its live notices close. */
  sessionEnded: [idHash: string]
  /** A member's role changed or they were removed: their live notices close, to reconnect as they now may. */
  memberChanged: [adminId: string]
  /** This instance made a content release live. */
  contentReleased: [id: number]
  /** A member opened the content editor here: a publish is likely to follow. */
  contentEditing: []
  /** Another instance made a content release live (heard over the notice relay). */
  releasedElsewhere: [id: number]
  /** A member opened the content editor on another instance. */
  editingElsewhere: []
  /** A newsletter issue is due to go: the sender wakes. */
  campaignQueued: []
}

export type Events = ReturnType<typeof createEvents>

/** One hub per app. A listener that throws is logged; the feature that emitted goes on. */
export function createEvents(log: { error(object: { err: unknown }, message: string): void }) {
  const listeners = new Map<keyof AppEvents, ((...args: never[]) => void)[]>()
  return {
    on<K extends keyof AppEvents>(name: K, listener: (...args: AppEvents[K]) => void) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as (...args: never[]) => void])
    },
    emit<K extends keyof AppEvents>(name: K, ...args: AppEvents[K]) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          ;(listener as (...args: AppEvents[K]) => void)(...args)
        } catch (error) {
          log.error({ err: error }, `a listener of ${name} failed`)
        }
      }
    },
  }
}
