/**
 * One line per Rolit rule clause, in the site's own words and in both
 * languages: the tooltip of every rule chip. This is the only place these
 * lines live; they reach the pages with the site's strings (i18n.ts, as
 * ro.tip.*).
 */
import type { Summaries } from '../kit/clauseSummaries';

export const ROLIT_SUMMARIES: Summaries = {
  en: {
    RO1: 'One 8×8 board and 64 balls with four coloured sides.',
    RO2: 'The coloured buttons on the board give the seats and colours.',
    RO3: 'Every game starts from the same four balls in the middle.',
    RO4: 'Roll a ball like a die: the colour on top starts.',
    RO5: 'A turn places one ball, your colour up, next to a ball on the board.',
    RO6: 'The new ball and your nearest ball in a line capture the balls between.',
    RO7: 'Only the newly placed ball captures; no chain reactions.',
    RO8: 'If you can capture, you must; which capture is your choice.',
    RO9: 'Every ball the chosen move encloses is turned.',
    RO10: 'With no capture possible, place next to any ball.',
    RO11: 'An illegal move is taken back and tried again.',
    RO12: 'When the board is full, most balls of your colour wins.',
    RO13: 'In a match, most rounds won wins; ties go to the most balls.',
    RO14: 'Change the order of play before each new round.',
    RO15: 'Options: a one-minute turn limit and smaller boards.',
    RO16: 'Solo: play red and green in turn.',
  },
  nl: {
    RO1: 'Eén bord van 8×8 en 64 ballen met vier gekleurde kanten.',
    RO2: 'De gekleurde knoppen op het bord bepalen plaatsen en kleuren.',
    RO3: 'Elk spel begint met dezelfde vier ballen in het midden.',
    RO4: 'Rol een bal als een dobbelsteen: de kleur bovenop begint.',
    RO5: 'Een beurt is één bal plaatsen, eigen kleur boven, naast een bal op het bord.',
    RO6: 'De nieuwe bal en je dichtstbijzijnde bal op een lijn veroveren wat ertussen ligt.',
    RO7: 'Alleen de nieuw geplaatste bal verovert; geen kettingreacties.',
    RO8: 'Kun je veroveren, dan moet het; welke verovering kies je zelf.',
    RO9: 'Elke bal die de gekozen zet insluit, wordt gedraaid.',
    RO10: 'Kan er niets veroverd worden, plaats dan naast een willekeurige bal.',
    RO11: 'Een ongeldige zet wordt teruggenomen en opnieuw geprobeerd.',
    RO12: 'Is het bord vol, dan wint wie de meeste ballen van de eigen kleur heeft.',
    RO13: 'In een wedstrijd wint wie de meeste rondes wint; bij gelijkspel de meeste ballen.',
    RO14: 'Wissel de speelvolgorde voor elke nieuwe ronde.',
    RO15: 'Opties: een tijdslimiet van een minuut en kleinere borden.',
    RO16: 'Solo: speel om en om met rood en groen.',
  },
};
