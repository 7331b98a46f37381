/**
 * The attribution statement SRD 5.2's "Legal Information" page asks every work using it to carry, word for word
 * (CC-BY-4.0): in the README, the system's description (the API's manifest) and every "about".
 */
export const ATTRIBUTION =
  'This work includes material from the System Reference Document 5.2 (“SRD 5.2”) by Wizards of the Coast LLC, available at https://www.dndbeyond.com/srd. The SRD 5.2 is licensed under the Creative Commons Attribution 4.0 International License, available at https://creativecommons.org/licenses/by/4.0/legalcode.';
