/** Every action is a small JSON object with a `type`. */
export interface Action {
  type: string;
}
