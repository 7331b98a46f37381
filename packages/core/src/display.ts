/**
 * Display labels: the words a frontend shows for the values an outcome, its dice and its odds carry, so that
 * screens read in the rules' words without knowing the system ("Attacker", "Ragnhild's Will", "Best case 13.2%").
 * All optional: a frontend falls back to the raw value when a label is missing.
 */

/** How a number among a test's odds extras reads. */
export type NumberFormatV1 = 'percent' | 'number' | 'integer';

/** The label and format of one odds extra (a key beside `outcomes`, or a key inside it). */
export interface OddsExtraLabelV1 {
  /** The rules' words ("Best case"). */
  readonly label: string;
  /** 'percent': a probability shown as a percentage (0.132 -> "13.2%"); default 'number'. */
  readonly format?: NumberFormatV1;
  /** What it means, in a sentence, for a tooltip or a screen reader. */
  readonly help?: string;
}

/**
 * The words for a test's values, by value. Each map is optional; keys are the values as they go over the wire.
 *
 * @example
 * const labels: DisplayLabelsV1 = {
 *   winners: { attacker: 'Attacker', target: 'Target' },
 *   groups: { attacker: "Attacker's Will", target: "Target's Will" },
 *   odds: { best: { label: 'Best case', format: 'percent' } },
 * };
 */
export interface DisplayLabelsV1 {
  /** Names of the `winner` values of an outcome (and of odds outcomes). */
  readonly winners?: Readonly<Record<string, string>>;
  /** Names of the dice groups (a die record's `group`, a dice need's `group`). */
  readonly groups?: Readonly<Record<string, string>>;
  /** Names of the outcome's fields a frontend shows ("margin" -> "Margin"; "successLevels" -> "Success Levels"). */
  readonly fields?: Readonly<Record<string, string>>;
  /** Labels and formats of the odds extras, by key (nested keys joined with '.'). */
  readonly odds?: Readonly<Record<string, OddsExtraLabelV1>>;
  /**
   * A contest's sides, by side id: where the input gives each side's name, as the field's path with its keys and
   * indices joined with '.' (`{ first: 'parties.0.name', second: 'parties.1.name' }`). A side id is at once a
   * `winner` value, a dice group and, in the GM's round choices, the key of a choice that is that side's
   * (`criticalSuccess.first` is the first party's). With it a frontend says every side by the name the input gives
   * it before any outcome carries `parties`: while the contest is played, in the GM's choices ("If Ragnhild
   * critically succeeds"), in each round's dice and steps. @experimental
   */
  readonly sides?: Readonly<Record<string, string>>;
  /**
   * Outcome labels that name a side other than at their start, said with the sides' names: `{attacker}` is
   * replaced by the name the input gives that side (`{ 'Attack fails': "{attacker}'s attack fails" }`). Used only
   * when every side the template names has a name. @experimental
   */
  readonly named?: Readonly<Record<string, string>>;
}

/**
 * How to draw one field of an input; never what the field is (that is the schema's job). Keyed by the field's
 * path joined with '.', array indices left out ("attacker.will", "parties.name", "modifiers.amount").
 */
export interface FieldHintV1 {
  readonly widget?: string;
  readonly order?: number;
  readonly help?: string;
  /** The field's label, when the schema's `title` is not the rules' word. */
  readonly label?: string;
  /** Labels of an enum's options, by value ("might" -> "Might"). */
  readonly options?: Readonly<Record<string, string>>;
  /**
   * 'label': the field only names something (a character, a modifier). Editing it during a play keeps the play
   * (see `classifyEdit`). String fields called `name` or `label` are labels without a hint.
   */
  readonly role?: 'label';
}
