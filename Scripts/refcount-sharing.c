// refcount-sharing.c: which objects' reference counts several threads touch.
//
// A diagnostic for `--jobs` scaling, not part of the build. Swift retains and
// releases with atomic writes to the object's header; when two threads do so
// to one object, its cache line moves between the cores on every switch, and
// no instruction count shows it (callgrind runs one thread at a time). This
// library, preloaded into a dynamically linked navlint, wraps the runtime's
// retain and release entry points and counts, per object, the operations and
// the switches (an operation by a different thread than the last one). `free`
// is wrapped too, so an address reused by a new object starts afresh.
//
//   gcc -O2 -shared -fPIC -o /tmp/refcount-sharing.so Scripts/refcount-sharing.c -ldl
//   swift build -c release --product navlint        # dynamic: the static build cannot be wrapped
//   export REFCOUNT_SHARING_OUT=/tmp/sharing.txt
//   LD_PRELOAD=/tmp/refcount-sharing.so .build/release/navlint lint DIR --quiet --jobs 2
//
// The report's first line is the totals; then the types with the most
// switches (every object of the type added up), then the single objects.
// Switches on `__EmptyArrayStorage` and the empty set and dictionary cost
// nothing: those objects are immortal, so their counts are read, never written
// (a loop copying empty arrays runs as fast on two threads as on one).
// Runs about ten times slower than navlint alone; the interleaving changes with
// it, so read the switches as which objects are shared, not as a time.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void *(*RetainFunction)(void *);
typedef void (*ReleaseFunction)(void *);
typedef void *(*RetainNFunction)(void *, uint32_t);
typedef void (*ReleaseNFunction)(void *, uint32_t);
typedef void (*FreeFunction)(void *);
typedef struct { const char *data; uintptr_t length; } TypeNamePair;
typedef TypeNamePair (*TypeNameFunction)(const void *, _Bool);

static RetainFunction realRetain, realBridgeRetain;
static ReleaseFunction realRelease, realBridgeRelease;
static RetainNFunction realRetainN;
static ReleaseNFunction realReleaseN;
static FreeFunction realFree;

/// One object, by address: open addressing, never removed (a freed object's
/// counts move to `freed` and the slot is reset for the next one there).
struct Slot { uintptr_t object, metadata; uint64_t operations, switches; uint32_t threads, lastThread; };
#define SLOTS (1u << 23)
#define NOT_FOUND 0xFFFFFFFFu
static struct Slot *slots;

struct Freed { uintptr_t metadata; uint64_t operations, switches; };
#define FREED_MAX (1u << 22)
static struct Freed *freed;
static uint32_t freedCount;

static __thread uint32_t threadNumber;
static uint32_t threadsSeen;
static uint64_t totalOperations;

static void setUp(void) {
    if (slots) return;
    realRetain = dlsym(RTLD_NEXT, "swift_retain");
    realRelease = dlsym(RTLD_NEXT, "swift_release");
    realBridgeRetain = dlsym(RTLD_NEXT, "swift_bridgeObjectRetain");
    realBridgeRelease = dlsym(RTLD_NEXT, "swift_bridgeObjectRelease");
    realRetainN = dlsym(RTLD_NEXT, "swift_retain_n");
    realReleaseN = dlsym(RTLD_NEXT, "swift_release_n");
    freed = calloc(FREED_MAX, sizeof(struct Freed));
    slots = calloc(SLOTS, sizeof(struct Slot));
}

static uint32_t slotOf(uintptr_t object, int create) {
    uint32_t slot = (uint32_t)((object >> 3) * 0x9E3779B97F4A7C15ull >> 40) & (SLOTS - 1);
    for (int probe = 0; probe < 64; probe++, slot = (slot + 1) & (SLOTS - 1)) {
        uintptr_t held = __atomic_load_n(&slots[slot].object, __ATOMIC_RELAXED);
        if (held == object) return slot;
        if (held != 0) continue;
        if (!create) return NOT_FOUND;
        uintptr_t empty = 0;
        if (__atomic_compare_exchange_n(&slots[slot].object, &empty, object, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED)
            || empty == object) return slot;
    }
    return NOT_FOUND;
}

static void count(void *pointer) {
    uintptr_t object = (uintptr_t)pointer & 0x0000FFFFFFFFFFF8ull;
    if (object < 65536) return;
    if (!threadNumber) threadNumber = __atomic_add_fetch(&threadsSeen, 1, __ATOMIC_RELAXED);
    __atomic_add_fetch(&totalOperations, 1, __ATOMIC_RELAXED);
    uint32_t slot = slotOf(object, 1);
    if (slot == NOT_FOUND) return;
    struct Slot *held = &slots[slot];
    if (!__atomic_load_n(&held->metadata, __ATOMIC_RELAXED))
        __atomic_store_n(&held->metadata, *(uintptr_t *)object, __ATOMIC_RELAXED);
    __atomic_add_fetch(&held->operations, 1, __ATOMIC_RELAXED);
    __atomic_or_fetch(&held->threads, 1u << (threadNumber < 31 ? threadNumber : 31), __ATOMIC_RELAXED);
    uint32_t last = __atomic_exchange_n(&held->lastThread, threadNumber, __ATOMIC_RELAXED);
    if (last && last != threadNumber) __atomic_add_fetch(&held->switches, 1, __ATOMIC_RELAXED);
}

/// A bridge object that is a pointer: not a small or immortal string's bits.
static int isPointer(void *pointer) { return ((uintptr_t)pointer >> 61) == 0; }

void *swift_retain(void *object) { setUp(); count(object); return realRetain(object); }
void swift_release(void *object) { setUp(); count(object); realRelease(object); }
void *swift_retain_n(void *object, uint32_t n) { setUp(); count(object); return realRetainN(object, n); }
void swift_release_n(void *object, uint32_t n) { setUp(); count(object); realReleaseN(object, n); }
void *swift_bridgeObjectRetain(void *object) { setUp(); if (isPointer(object)) count(object); return realBridgeRetain(object); }
void swift_bridgeObjectRelease(void *object) { setUp(); if (isPointer(object)) count(object); realBridgeRelease(object); }

void free(void *pointer) {
    if (!realFree) realFree = dlsym(RTLD_NEXT, "free");
    uint32_t slot = slots && pointer ? slotOf((uintptr_t)pointer, 0) : NOT_FOUND;
    if (slot != NOT_FOUND) {
        struct Slot *held = &slots[slot];
        uint64_t switches = __atomic_exchange_n(&held->switches, 0, __ATOMIC_RELAXED);
        uint64_t operations = __atomic_exchange_n(&held->operations, 0, __ATOMIC_RELAXED);
        uint32_t index = switches ? __atomic_fetch_add(&freedCount, 1, __ATOMIC_RELAXED) : FREED_MAX;
        if (index < FREED_MAX) freed[index] = (struct Freed){held->metadata, operations, switches};
        __atomic_store_n(&held->lastThread, 0, __ATOMIC_RELAXED);
        __atomic_store_n(&held->threads, 0, __ATOMIC_RELAXED);
        __atomic_store_n(&held->metadata, 0, __ATOMIC_RELAXED);
    }
    realFree(pointer);
}

/// A class's name; other heap objects (closure contexts, boxes) by metadata kind.
static void describe(uintptr_t metadata, char *buffer, size_t size) {
    static TypeNameFunction typeName;
    if (!typeName) typeName = dlsym(RTLD_DEFAULT, "swift_getTypeName");
    uintptr_t kind = metadata > 65536 ? *(uintptr_t *)metadata : 0xFFFF;
    if (kind != 0 || !typeName) { snprintf(buffer, size, "(heap object, metadata kind %#lx)", (unsigned long)kind); return; }
    TypeNamePair name = typeName((const void *)metadata, 1);
    snprintf(buffer, size, "%.*s", (int)(name.length < size ? name.length : size - 1), name.data);
}

struct TypeTotal { uintptr_t metadata; uint64_t operations, switches, objects; };
#define TYPES_MAX 16384
static struct TypeTotal types[TYPES_MAX];
static int typeCount;

static void addToType(uintptr_t metadata, uint64_t operations, uint64_t switches) {
    int k = 0;
    while (k < typeCount && types[k].metadata != metadata) k++;
    if (k == typeCount) { if (typeCount == TYPES_MAX) return; types[typeCount++].metadata = metadata; }
    types[k].operations += operations;
    types[k].switches += switches;
    types[k].objects += 1;
}

static int moreSwitchedType(const void *a, const void *b) {
    const struct TypeTotal *x = a, *y = b;
    return x->switches < y->switches ? 1 : x->switches > y->switches ? -1 : 0;
}

static int moreSwitchedSlot(const void *a, const void *b) {
    const struct Slot *x = a, *y = b;
    return x->switches < y->switches ? 1 : x->switches > y->switches ? -1 : 0;
}

__attribute__((destructor)) static void report(void) {
    const char *path = getenv("REFCOUNT_SHARING_OUT");
    if (!slots || !path) return;
    FILE *out = fopen(path, "w");
    if (!out) return;
    uint64_t switches = 0;
    for (uint32_t i = 0; i < SLOTS; i++) {
        if (!slots[i].switches) continue;
        switches += slots[i].switches;
        addToType(slots[i].metadata, slots[i].operations, slots[i].switches);
    }
    uint32_t freedKept = freedCount < FREED_MAX ? freedCount : FREED_MAX;
    for (uint32_t i = 0; i < freedKept; i++) {
        switches += freed[i].switches;
        addToType(freed[i].metadata, freed[i].operations, freed[i].switches);
    }
    fprintf(out, "operations %llu switches %llu threads %u\n", (unsigned long long)totalOperations,
            (unsigned long long)switches, threadsSeen);
    char name[160];
    qsort(types, typeCount, sizeof types[0], moreSwitchedType);
    for (int k = 0; k < typeCount && k < 40; k++) {
        describe(types[k].metadata, name, sizeof name);
        fprintf(out, "type %10llu switches %11llu operations %8llu objects  %s\n", (unsigned long long)types[k].switches,
                (unsigned long long)types[k].operations, (unsigned long long)types[k].objects, name);
    }
    qsort(slots, SLOTS, sizeof slots[0], moreSwitchedSlot);
    for (int k = 0; k < 40 && slots[k].switches; k++) {
        describe(slots[k].metadata, name, sizeof name);
        fprintf(out, "object %8llu switches %11llu operations  %s\n", (unsigned long long)slots[k].switches,
                (unsigned long long)slots[k].operations, name);
    }
    fclose(out);
}
