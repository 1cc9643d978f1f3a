import {
  readRules,
  ruleProblems,
  type ConditionalFormattingRule,
  type ControlValidator,
  type RuleField,
  type RuleProblem,
} from '@tessera/core';
import { t } from '../i18n';

/**
 * Conditional formatting rules' problems in words, shared by the table's control panel (the
 * control's validator) and the formatter popover (the field errors).
 */

export type RuleErrors = Partial<Record<RuleField, string>>;

const problemText = (problem: RuleProblem): string => {
  switch (problem) {
    case 'required':
      return t('Required');
    case 'invalid-color':
      return t('Invalid color');
    case 'not-smaller-than-right':
      return t('This value should be smaller than the right target value');
    case 'not-greater-than-left':
      return t('This value should be greater than the left target value');
  }
};

/** Spec 02 §5: what the formatting popover shows under each field. */
export const validateRule = (rule: ConditionalFormattingRule): RuleErrors => {
  const errors: RuleErrors = {};
  for (const [field, problem] of Object.entries(ruleProblems(rule)) as [RuleField, RuleProblem][]) {
    errors[field] = problemText(problem);
  }
  return errors;
};

/** The control's validator: the first error of the first invalid rule. */
export const validateConditionalFormatting: ControlValidator = (value) => {
  for (const rule of readRules(value)) {
    const first = Object.values(validateRule(rule))[0];
    if (first) return first;
  }
  return null;
};
