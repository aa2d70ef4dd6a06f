import { ArrowRight, Briefcase, Compass, GraduationCap, Layers, Rocket, Target, User } from 'lucide-react';
import { useState } from 'react';
import { publicSection as section } from '../../i18n/language.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';

const l = section((m) => m.landing);
const VALUE_ICONS = [Compass, Rocket, Target, Layers];
const CHOICES = [
  { key: 'talent', icon: User },
  { key: 'company', icon: Briefcase },
  { key: 'institute', icon: GraduationCap },
] as const;
type Choice = (typeof CHOICES)[number]['key'];

/** The public landing page (spec §2.4). */
export default function LandingPage() {
  const [choice, setChoice] = useState<Choice | null>(null);
  return (
    <div className="flex flex-col gap-12 sm:gap-16">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 px-6 py-14 text-white sm:px-12 sm:py-20">
        <div className="relative max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{l.heroTitle}</h1>
          <p className="mt-4 text-lg text-brand-100 sm:text-xl">{l.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/auth?tab=register" size="lg" variant="inverse">
              {l.ctaStart} <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink
              to="/courses"
              size="lg"
              variant="ghost"
              className="text-white ring-1 ring-white/40 hover:bg-white/10"
            >
              {l.ctaCourses}
            </ButtonLink>
          </div>
        </div>
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 h-72 w-72 rounded-full bg-white/10 blur-2xl"
        />
      </section>

      <section aria-labelledby="values-title">
        <h2 id="values-title" className="text-2xl font-bold text-slate-900">
          {l.valuesTitle}
        </h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {l.values.map((value, i) => {
            const Icon = VALUE_ICONS[i];
            return (
              <Card key={value.title} className="p-6">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{value.text}</p>
              </Card>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="choice-title" className="pb-4">
        <h2 id="choice-title" className="text-center text-2xl font-bold text-slate-900">
          {l.choiceTitle}
        </h2>
        <div className="mx-auto mt-6 grid max-w-3xl gap-4 sm:grid-cols-3">
          {CHOICES.filter((c) => !choice || c.key === choice).map(({ key, icon: Icon }) => (
            <button
              key={key}
              type="button"
              aria-pressed={choice === key}
              onClick={() => setChoice(key)}
              className="flex flex-col items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white p-6 text-center shadow-sm transition hover:border-brand-500 hover:shadow-md aria-pressed:border-brand-600 aria-pressed:bg-brand-50 sm:col-span-1"
            >
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <span className="text-lg font-semibold text-slate-900">{l.choices[key].label}</span>
              <span className="text-sm text-slate-600">{l.choices[key].text}</span>
            </button>
          ))}
          {choice && (
            <Card className="sm:col-span-2">
              <CardContent className="flex h-full flex-col justify-center gap-4 pt-5 sm:pt-6">
                <p className="text-slate-700" data-testid="welcome-text">
                  {l.choices[choice].welcome}
                </p>
                <div className="flex flex-wrap gap-2">
                  <ButtonLink to={`/auth?tab=register&type=${choice}`}>{l.register}</ButtonLink>
                  <Button variant="ghost" onClick={() => setChoice(null)}>
                    {l.other}
                  </Button>
                </div>
              </CardContent>
            </Card>
          )}
        </div>
      </section>
    </div>
  );
}

/** README: the public start page: no data of its own */
