import { describe, expect, it } from 'vitest';
import { caseEventText, caseTimelineStages } from './caseTimelineModel';
import { delivered, justReceived, midWay, onHold } from './CaseTimeline.fixtures';

const states = (stages: ReturnType<typeof caseTimelineStages>) => stages.map((stage) => stage.state);

describe('caseTimelineStages', () => {
  it('marks the stages before the case’s stage done, its stage current and the rest to come', () => {
    expect(states(caseTimelineStages(midWay))).toEqual([
      'done',
      'done',
      'current',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('marks the stage of a case on hold held, not current', () => {
    expect(states(caseTimelineStages(onHold)).slice(0, 3)).toEqual(['done', 'held', 'pending']);
  });

  it('has every stage done once delivered: delivery is the end, not a step under way', () => {
    expect(states(caseTimelineStages(delivered)).every((state) => state === 'done')).toBe(true);
  });

  it('files each event under the stage it left the case in, a hold and its resumption included', () => {
    const design = caseTimelineStages(midWay)[1]!;
    expect(design.events.map((event) => event.kind)).toEqual(['advanced', 'held', 'resumed']);
    expect(caseTimelineStages(justReceived)[0]!.events).toHaveLength(1);
  });
});

describe('caseEventText', () => {
  it('says what happened and who did it', () => {
    expect(midWay.timeline.map(caseEventText)).toEqual([
      'Sent by Dr. Maria Lopez',
      'Moved to Design by Carlos Vega',
      'Put on hold by Carlos Vega',
      'Resumed by Carlos Vega',
      'Moved to Milling or Printing by Ana Ruiz',
    ]);
  });
});
