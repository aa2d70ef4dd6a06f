import { Bot, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { getLanguage, section } from '../../i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { useAskCoach } from './api.ts';

const t = section((m) => m.coach);

interface Message {
  id: number;
  from: 'user' | 'coach';
  text: string;
  /** The screens a Coach reply talks about. */
  links?: { href: string; label: string }[];
}

/**
 * The Coach's chat panel (spec §2.6, §9). Each question goes to the server (POST /api/coach/ask,
 * decision 435), which answers from the subsidy matcher, the catalogue and the talent's own data,
 * naming its sources. CoachWidget.tsx loads this module on first use and keeps it mounted while
 * closed, so the conversation stays.
 */
export default function CoachPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [input, setInput] = useState('');
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'coach', text: t.greeting }]);
  const [pending, setPending] = useState<string[]>([]);
  const nextId = useRef(1);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const ask = useAskCoach();
  const busy = ask.isPending;

  // One question at a time, in the order asked, in the language on screen at that moment.
  useEffect(() => {
    if (busy || pending.length === 0) return;
    const [question, ...rest] = pending;
    ask.mutate(
      { question, language: getLanguage() },
      {
        onSuccess: (answer) =>
          setMessages((list) => [
            ...list,
            { id: nextId.current++, from: 'coach', text: answer.text, links: answer.links },
          ]),
        onError: () =>
          setMessages((list) => [...list, { id: nextId.current++, from: 'coach', text: t.failed }]),
        onSettled: () => setPending(rest),
      },
    );
  }, [busy, pending, ask]);

  // Keep the newest message in view.
  const lastId = messages[messages.length - 1]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message arrives or the panel opens
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [lastId, open]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const hide = onClose;

  const send = (text: string) => {
    const question = text.trim();
    if (!question) return;
    setMessages((list) => [...list, { id: nextId.current++, from: 'user', text: question }]);
    setPending((list) => [...list, question]);
    setInput('');
    // A chip disappears once asked: keep keyboard focus in the panel, on the input.
    inputRef.current?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send(input);
  };

  if (!open) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') hide();
      }}
      className="fixed inset-x-2 bottom-2 z-50 flex max-h-[80vh] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      {/* A div, not a header: inside the dialog a header would be a second banner landmark (axe). */}
      <div className="flex items-center justify-between bg-brand-600 px-4 py-3 text-white">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold">
          <Bot className="h-5 w-5" aria-hidden="true" />
          {t.title}
        </h2>
        <button
          type="button"
          onClick={hide}
          aria-label={t.close}
          className="rounded-md p-1 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t.messages}
        // Focusable so keyboard users can scroll back through long replies (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="min-h-48 flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {messages.map((m) => (
          <div
            key={m.id}
            className={cn('flex flex-col gap-1', m.from === 'user' ? 'items-end' : 'items-start')}
          >
            <p
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]',
                m.from === 'user'
                  ? 'bg-brand-600 text-white'
                  : 'border border-slate-200 bg-white text-slate-800',
              )}
            >
              <span className="sr-only">{m.from === 'user' ? `${t.you}: ` : `${t.coach}: `}</span>
              {m.id === 0 ? t.greeting : m.text}
            </p>
            {m.links && m.links.length > 0 && (
              // A list, not a nav: one nav per answer would repeat the same landmark (axe: landmark-unique).
              <ul aria-label={t.linksLabel} className="flex max-w-[85%] flex-wrap gap-2">
                {m.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={hide}
                      className="rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
        {pending.length > 0 && (
          <div role="status" className="text-xs text-slate-500">
            {t.loading}
          </div>
        )}
      </div>
      {messages.length === 1 && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 px-3 pt-3">
          {t.suggestions.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => send(s)}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {s}
            </button>
          ))}
        </div>
      )}
      <form onSubmit={onSubmit} className="flex gap-2 p-3">
        <label htmlFor={`${titleId}-input`} className="sr-only">
          {t.inputLabel}
        </label>
        <input
          id={`${titleId}-input`}
          ref={inputRef}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t.placeholder}
          autoComplete="off"
          maxLength={500}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <button
          type="submit"
          aria-label={t.send}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
