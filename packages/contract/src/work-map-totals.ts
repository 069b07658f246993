import { daysBetween } from './calendar-days.ts';
import type { AbsenceType, WorkMapTotals } from './work-maps.ts';
import { isWorkingDay, type WorkPattern } from './working-days.ts';

export interface TotalsInput {
  month: { from: string; to: string };
  pattern: WorkPattern;
  dailyHours: number;
  workDays: readonly {
    day: string;
    hours: number;
    extraHours: number;
    projectId?: string | null;
  }[];
  absences: readonly {
    type: AbsenceType;
    start: string;
    end: string;
    unit: 'hours' | 'days';
    hours: number | null;
  }[];
}

const round = (hours: number) => Math.round(hours * 100) / 100;

/** The working days a whole-days absence takes: its span's days the person works. */
export function absentWorkingDays(
  absence: { start: string; end: string },
  pattern: WorkPattern,
): string[] {
  return daysBetween(absence.start, absence.end).filter((day) => isWorkingDay(day, pattern));
}

/**
 * Month totals: a day counts as worked when it has hours and no whole-day absence; an absence of
 * some hours takes them off that day (never below zero); extra hours always count.
 */
export function workMapTotals(input: TotalsInput): WorkMapTotals {
  const wholeDaysOff = new Set<string>();
  const hoursOff = new Map<string, number>();
  const byType = new Map<AbsenceType, { days: number; hours: number }>();
  for (const absence of input.absences) {
    const entry = byType.get(absence.type) ?? { days: 0, hours: 0 };
    if (absence.unit === 'days') {
      const days = absentWorkingDays(absence, input.pattern);
      for (const day of days) wholeDaysOff.add(day);
      entry.days += days.length;
      entry.hours = round(entry.hours + days.length * input.dailyHours);
    } else {
      const hours = absence.hours ?? 0;
      hoursOff.set(absence.start, (hoursOff.get(absence.start) ?? 0) + hours);
      entry.hours = round(entry.hours + hours);
    }
    byType.set(absence.type, entry);
  }
  let daysWorked = 0;
  let hours = 0;
  let extraHours = 0;
  const byProject = new Map<string | null, { days: number; hours: number; extraHours: number }>();
  for (const day of input.workDays) {
    const project = byProject.get(day.projectId ?? null) ?? { days: 0, hours: 0, extraHours: 0 };
    byProject.set(day.projectId ?? null, project);
    extraHours += day.extraHours;
    project.extraHours = round(project.extraHours + day.extraHours);
    if (day.hours <= 0 || wholeDaysOff.has(day.day)) continue;
    const worked = Math.max(0, day.hours - (hoursOff.get(day.day) ?? 0));
    daysWorked += 1;
    hours += worked;
    project.days += 1;
    project.hours = round(project.hours + worked);
  }
  return {
    workingDays: daysBetween(input.month.from, input.month.to).filter((day) =>
      isWorkingDay(day, input.pattern),
    ).length,
    daysWorked,
    hours: round(hours),
    extraHours: round(extraHours),
    absences: [...byType].map(([type, entry]) => ({ type, ...entry })),
    projects: [...byProject].map(([projectId, entry]) => ({ projectId, ...entry })),
  };
}
